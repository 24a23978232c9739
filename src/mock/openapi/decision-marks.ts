// What docs/interface/decisions.md (or the mock alone) adds to the interface, and how the document marks it:
// every such schema, member, parameter, status or header carries `x-decision: true` and a description that
// links the section, so a reader can tell the interface itself from the choices made where it is open.
import type { JsonObject } from './json-object';

/** Anchors of the sections of docs/interface/decisions.md, by their code. */
const DECISION_ANCHORS = {
  D1: 'addresses-ids-and-xml-d1',
  D2: 'query-options-d2',
  D3: 'records-the-spec-leaves-open-d3',
  D4: 'statuses-and-run-types-d4',
  D5: 'csrf-sessions-and-users-d5',
  D6: 'starting-runs-d6',
  D7: 'report-workbook-d7',
  D8: 'errors-d8',
} as const;

/** `D3` etc.: the section of docs/interface/decisions.md that makes the choice. */
export type DecisionSection = keyof typeof DECISION_ANCHORS;

export function decided<T extends JsonObject>(
  sections: DecisionSection | readonly DecisionSection[],
  note: string,
  target: T,
): T & JsonObject {
  const said = typeof target.description === 'string' ? `${target.description} ` : '';
  const cited = (typeof sections === 'string' ? [sections] : sections)
    .map((section) => `docs/interface/decisions.md#${DECISION_ANCHORS[section]}`)
    .join(', ');
  return { ...target, description: `${said}Decision (${cited}): ${note}`, 'x-decision': true };
}

/** Marks what only the bundled mock offers (docs/mock-service.md); a real system may lack it. */
export function mockExtra<T extends JsonObject>(note: string, target: T): T & JsonObject {
  const said = typeof target.description === 'string' ? `${target.description} ` : '';
  return { ...target, description: `${said}Mock extra (docs/mock-service.md): ${note}`, 'x-mock-extra': true };
}

/** Records whose shape the spec does not show; decisions.md gives it. */
export const DECIDED_SCHEMAS: Readonly<Record<string, readonly [DecisionSection, string]>> = {
  CaseResult: ['D3', 'one entry of a test case result history, newest first.'],
  Content: ['D3', 'one payload of a test case as listed by /contenttypes.'],
  CaseVariable: ['D3', 'a user-defined variable of a test case.'],
  RunDetail: ['D3', 'one executed test case of a run (DETAILS element).'],
  RunVariable: ['D3', 'a variable value used in a run (VARIABLES element).'],
  RunComparison: ['D3', 'one compared field (COMPARISON element).'],
  RunMetadata: ['D3', 'middleware metadata of an executed case (METADATA element).'],
  AsyncRunStarted: ['D6', 'the 202 answer to an asynchronous run start carries the run ID.'],
  ErrorBody: ['D8', 'the body of every error answer.'],
};

/** Members decisions.md adds to records the spec does show. */
export const DECIDED_MEMBERS: Readonly<Record<string, Readonly<Record<string, readonly [DecisionSection, string]>>>> = {
  TestRun: {
    TYPE: ['D3', 'run type (UT, RT, TD, CR, SM) as an extra member; clients must not rely on it.'],
    METADATA: ['D3', 'sent only with $includeMetadata=true.'],
  },
};
