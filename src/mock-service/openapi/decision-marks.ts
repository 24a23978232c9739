// What decisions.md (or the mock alone) adds beyond the spec, and how the document marks it: every such
// schema, member, parameter, status or header carries `x-decision: true` and a description that names the
// section, so a reader can tell the spec's interface from the choices made where the spec says "not shown".
import type { JsonObject } from './json-object';

/** `§3` etc.: the section of decisions.md that makes the choice. */
export type DecisionSection = `§${string}`;

export function decided<T extends JsonObject>(section: DecisionSection, note: string, target: T): T & JsonObject {
  const said = typeof target.description === 'string' ? `${target.description} ` : '';
  return { ...target, description: `${said}Decision (decisions.md ${section}): ${note}`, 'x-decision': true };
}

/** Marks what only the bundled mock offers (docs/mock-service.md); a real system may lack it. */
export function mockExtra<T extends JsonObject>(note: string, target: T): T & JsonObject {
  const said = typeof target.description === 'string' ? `${target.description} ` : '';
  return { ...target, description: `${said}Mock extra (docs/mock-service.md): ${note}`, 'x-mock-extra': true };
}

/** Records whose shape the spec does not show; decisions.md gives it. */
export const DECIDED_SCHEMAS: Readonly<Record<string, readonly [DecisionSection, string]>> = {
  CaseResult: ['§3', 'one entry of a test case result history, newest first.'],
  Content: ['§3', 'one payload of a test case as listed by /contenttypes.'],
  CaseVariable: ['§3', 'a user-defined variable of a test case.'],
  RunDetail: ['§3', 'one executed test case of a run (DETAILS element).'],
  RunVariable: ['§3', 'a variable value used in a run (VARIABLES element).'],
  RunComparison: ['§3', 'one compared field (COMPARISON element).'],
  RunMetadata: ['§3', 'middleware metadata of an executed case (METADATA element).'],
  AsyncRunStarted: ['§6', 'the 202 answer to an asynchronous run start carries the run ID.'],
  ErrorBody: ['§8', 'the body of every error answer.'],
};

/** Members decisions.md adds to records the spec does show. */
export const DECIDED_MEMBERS: Readonly<Record<string, Readonly<Record<string, readonly [DecisionSection, string]>>>> = {
  TestRun: {
    TYPE: ['§3', 'run type (UT, RT, TD, CR, SM) as an extra member; clients must not rely on it.'],
    METADATA: ['§3', 'sent only with $includeMetadata=true.'],
  },
};
