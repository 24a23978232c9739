// The interfaces' field stories as a user of the data notices them on the default data set: a generated field that
// fails every execution of the test cases without a rule for it, a mapping changed on a day for the documents it
// touches, a defect now and then that only looks generated;
// and the truth (field-stories.ts) naming exactly the differences the comparisons show, also in runs started later.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunComparison, RunDetail, TestRun } from '../../contract/records';
import { createTestClient, type TestClient } from '../testing/service-client';
import { pathReader } from '../testing/value-at-path';
import { fieldStories, type FieldTruth } from './field-stories';
import { generateStore } from './generate-store';
import { fieldPath } from './payload-formats';

const store = generateStore();
const truth = fieldStories(store.historyEnds);

type Story = FieldTruth & { object: string };

const storiesWhere = (wanted: (field: FieldTruth) => boolean): Story[] =>
  truth.flatMap(({ object, fields }) => fields.filter(wanted).map((field) => ({ ...field, object })));

/** An interface's own story, not the plain defects and the ruled noise every interface has. */
const isOwn = (field: FieldTruth) => !field.ruled && (field.kind !== 'regression' || field.hardCase !== undefined);

interface Execution {
  detail: RunDetail;
  /** The row at the story's path. */
  row: RunComparison;
}

/** The executions of an interface's test cases that left an output to compare, oldest first. */
function executionsWithOutput({ object, path }: Story): Execution[] {
  return store.runIdsNewestFirst.toReversed().flatMap((runId) => {
    const run = store.runs.get(runId)!;
    return run.details.flatMap((detail) => {
      const row = run.comparison.find((candidate) => candidate.CASEID === detail.CASEID && candidate.PATH === path);
      return detail.OBJDEFID === object && row ? [{ detail, row }] : [];
    });
  });
}

/** The executions a story can show in, and those of the interface's other test cases, where it never does. */
function touchedAndNot(story: Story): [Execution[], Execution[]] {
  const executions = executionsWithOutput(story);
  const touched = (execution: Execution) => story.inCase?.(execution.detail.CASEID) ?? true;
  return [executions.filter(touched), executions.filter((execution) => !touched(execution))];
}

function byCase(executions: readonly Execution[]): Execution[][] {
  const cases = new Map<string, Execution[]>();
  for (const execution of executions)
    cases.set(execution.detail.CASEID, [...(cases.get(execution.detail.CASEID) ?? []), execution]);
  return [...cases.values()];
}

/** Whether a rule accepts the field's differences in the test case: an interface's noise has none in its own cases. */
const ruledIn = (field: FieldTruth, caseId: string) =>
  field.ruled || (field.kind === 'noise' && field.inCase?.(caseId) === false);

const distinct = (values: readonly string[]) => new Set(values).size;
/** A date as an IDoc writes it (20261118), in milliseconds. */
const dayOf = (written: string) => Date.parse(written.replace(/^(\d{4})(\d\d)(\d\d)$/, '$1-$2-$3'));

describe('the field stories of the default data set', () => {
  it('an unruled generated field fails every execution of the cases without a rule, a new value each run', () => {
    const noise = storiesWhere((field) => field.kind === 'noise' && !field.ruled);
    expect(noise.length).toBeGreaterThanOrEqual(2);
    expect(noise.length).toBeLessThanOrEqual(4);
    for (const story of noise) {
      const [executions, others] = touchedAndNot(story);
      expect(executions.length).toBeGreaterThan(20);
      expect(executions.filter(({ row, detail }) => row.RESULT !== 'ERROR' || detail.STATUS !== 'E')).toEqual([]);
      // Most test cases have a rule for it: the field is a WARNING there, if it differs, and their runs pass.
      const ofInterface = [...store.testCases.values()].filter((testCase) => testCase.OBJDEFID === story.object);
      const unruled = ofInterface.filter((testCase) => story.inCase!(testCase.CASEID));
      expect(unruled.length).toBeLessThan(ofInterface.length / 2);
      expect(others.filter(({ row }) => row.RESULT === 'ERROR')).toEqual([]);
      const repeated = byCase(executions).filter((ran) => ran.length > 1);
      expect(repeated.length).toBeGreaterThan(3);
      const unsteady = repeated.filter((ran) => {
        const current = ran.map(({ row }) => row.CUR_VALUE);
        return (
          distinct(ran.map(({ row }) => row.REF_VALUE)) !== 1 ||
          distinct(current) !== ran.length ||
          current.includes(ran[0]!.row.REF_VALUE)
        );
      });
      expect(unsteady).toEqual([]);
      // Its failures group as one cause (two with other differences beside it), not one per run.
      const reported = executions.map(({ detail }) => detail.MESSAGE).filter((text) => text.startsWith('Field comp'));
      expect(new Set(reported.map((text) => text.replace(/\d+/g, 'N'))).size).toBeLessThanOrEqual(2);
      expect(reported.filter((text) => !text.includes(` at ${story.path}`))).toEqual([]);
    }
  });

  it('a drift matches until its day and fails every execution it touches since, with one wrong value per case', () => {
    const drifts = storiesWhere((field) => field.kind === 'drift');
    expect(drifts.length).toBeGreaterThanOrEqual(2);
    for (const story of drifts) {
      const [executions, others] = touchedAndNot(story);
      expect(others.filter(({ row }) => row.RESULT !== 'MATCH')).toEqual([]);
      const before = executions.filter(({ detail }) => detail.END_DATE < story.since!);
      const since = executions.filter(({ detail }) => detail.END_DATE >= story.since!);
      expect(Math.min(before.length, since.length)).toBeGreaterThanOrEqual(8);
      expect(before.filter(({ row }) => row.RESULT !== 'MATCH')).toEqual([]);
      expect(since.filter(({ row }) => row.RESULT !== 'ERROR' || row.CUR_VALUE === row.REF_VALUE)).toEqual([]);
      expect(byCase(since).filter((ran) => distinct(ran.map(({ row }) => row.CUR_VALUE)) !== 1)).toEqual([]);
    }
  });

  it('a regression in a number that looks generated shows now and then, with one wrong value per case', () => {
    const [counter] = storiesWhere((field) => field.hardCase === 'counter-like number');
    expect(counter).toMatchObject({ kind: 'regression', business: true });
    const executions = executionsWithOutput(counter!);
    const failing = executions.filter(({ row }) => row.RESULT === 'ERROR');
    expect(failing.length / executions.length).toBeGreaterThan(0.1);
    expect(failing.length / executions.length).toBeLessThan(0.4);
    expect(byCase(failing).filter((ran) => distinct(ran.map(({ row }) => row.CUR_VALUE)) !== 1)).toEqual([]);
    // A few numbers on from the reference, as a counter would be.
    const steps = failing.map(({ row }) => Number(row.CUR_VALUE) - Number(row.REF_VALUE));
    expect(steps.filter((step) => !(step >= 1 && step < 100))).toEqual([]);
  });

  it('a time-zone shift from a day moves a date by a day, the same shift every run', () => {
    const [shift] = storiesWhere((field) => field.hardCase === 'time-zone shift');
    expect(shift).toMatchObject({ kind: 'drift', business: true });
    const since = touchedAndNot(shift!)[0].filter(({ detail }) => detail.END_DATE >= shift!.since!);
    const shifts = since.map(({ row }) => dayOf(row.REF_VALUE) - dayOf(row.CUR_VALUE));
    expect(new Set(shifts)).toEqual(new Set([86_400_000]));
  });

  it('a path that is noise on one interface is a business key on another, which never differs as noise does', () => {
    const twins = storiesWhere((field) => field.hardCase === 'noise here, business there');
    expect(twins.map(({ kind, business }) => ({ kind, business }))).toEqual([
      { kind: 'noise', business: false },
      { kind: 'regression', business: true },
    ]);
    expect(twins[0]!.path).toBe(twins[1]!.path);
    const business = executionsWithOutput(twins[1]!);
    expect(new Set(business.map(({ row }) => row.RESULT))).toEqual(new Set(['MATCH', 'ERROR']));
    const failing = business.filter(({ row }) => row.RESULT === 'ERROR');
    expect(byCase(failing).filter((ran) => distinct(ran.map(({ row }) => row.CUR_VALUE)) !== 1)).toEqual([]);
  });

  it('the truth names every difference the comparisons show, and each of its own stories shows', () => {
    const seen = new Set<string>();
    const untold: string[] = [];
    for (const run of store.runs.values()) {
      const details = new Map(run.details.map((detail) => [detail.CASEID, detail]));
      for (const row of run.comparison.filter((candidate) => candidate.RESULT !== 'MATCH')) {
        const detail = details.get(row.CASEID)!;
        const field = truth
          .find(({ object }) => object === detail.OBJDEFID)!
          .fields.find((candidate) => candidate.path === row.PATH);
        const told =
          field !== undefined &&
          (row.RESULT === 'WARNING') === ruledIn(field, row.CASEID) &&
          (field.since === undefined || detail.END_DATE >= field.since) &&
          (field.kind !== 'drift' || field.inCase!(row.CASEID));
        if (!told) untold.push(`${detail.OBJDEFID} ${row.PATH} ${row.RESULT} on ${detail.END_DATE}`);
        seen.add(`${detail.OBJDEFID} ${row.PATH}`);
      }
    }
    expect(untold).toEqual([]);
    const own = storiesWhere(isOwn);
    expect(own.filter((story) => !seen.has(`${story.object} ${story.path}`))).toEqual([]);
    expect(new Set(own.map((story) => story.hardCase).filter(Boolean)).size).toBe(3);
  });
});

async function readRun(client: TestClient, runId: string) {
  const [run] = await client.data<TestRun>(`/testruns/${runId}?$includeDetails=true&$includeComparison=true`);
  const outputs = await Promise.all(
    run!.DETAILS.map(async ({ CASEID }) => {
      const contents = await client.data<{ CONTENT_ID: string; RUN_ID: string }>(`/testcases/${CASEID}/contenttypes`);
      const output = contents.find((content) => content.RUN_ID === runId);
      return output && (await client.get(`/testcases/${CASEID}/contenttypes/${output.CONTENT_ID}`)).text();
    }),
  );
  return { run: run!, outputs };
}

/** What disagrees in an execution of a run started on the mock: rows, payload, message and variables. */
function problemsOf({ run, outputs }: Awaited<ReturnType<typeof readRun>>, index: number): string[] {
  const detail = run.DETAILS[index]!;
  const output = outputs[index];
  if (output === undefined) return [];
  const rows = (run.COMPARISON ?? []).filter((row) => row.CASEID === detail.CASEID);
  const read = pathReader(output, store.caseProfiles.get(detail.CASEID)!.outputFormat);
  const problems = rows
    .filter((row) => read(row.PATH) !== row.CUR_VALUE)
    .map((row) => `${detail.CASEID}: the output has ${read(row.PATH)} at ${row.PATH}, the row ${row.CUR_VALUE}`);
  // Noise and drifts stand on every execution they touch after the history; the message counts every failing row.
  for (const story of storiesWhere(isOwn))
    if (story.object === detail.OBJDEFID && story.kind !== 'regression' && story.inCase!(detail.CASEID))
      if (rows.find((row) => row.PATH === story.path)?.RESULT !== 'ERROR')
        problems.push(`${detail.CASEID}: ${story.path} does not fail`);
  const counted = /^Field comparison failed: (\d+)/.exec(detail.MESSAGE)?.[1];
  const errors = rows.filter((row) => row.RESULT === 'ERROR').length;
  if (counted !== undefined && Number(counted) !== errors)
    problems.push(`${detail.CASEID}: ${errors} failing rows, "${detail.MESSAGE}"`);
  // The middleware message ID the case locates is the new message's, which its output carries.
  const located = run.VARIABLES.find((row) => row.CASEID === detail.CASEID && row.VAR_NAME === 'MESSAGE_ID');
  const messageId = read(fieldPath(store.caseProfiles.get(detail.CASEID)!.outputFormat, 'docNumber'));
  if (located && located.VAR_VALUE !== messageId)
    problems.push(`${detail.CASEID}: MESSAGE_ID ${located.VAR_VALUE}, the output's ${messageId}`);
  return problems;
}

describe('runs started on the mock', () => {
  it(
    'tell the same stories in rows, payloads and variables, and again after a restart',
    { timeout: 30_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'field-stories-'));
      const first = await createTestClient({ dataDir: dir });
      // Of each interface with a story, two test cases it can show in and one it cannot, where there is one.
      const caseIds = storiesWhere(isOwn).flatMap((story) => {
        const cases = [...store.testCases.values()].filter((testCase) => testCase.OBJDEFID === story.object);
        const touched = (caseId: string) => story.inCase?.(caseId) ?? true;
        return [
          ...cases.filter((testCase) => touched(testCase.CASEID)).slice(0, 2),
          ...cases.filter((testCase) => !touched(testCase.CASEID)).slice(0, 1),
        ].map((testCase) => testCase.CASEID);
      });
      const response = await first.post('/testruns', { DATA: { TEST_CASES: caseIds } });
      const runId = ((await response.json()) as { DATA: { RUN_ID: string }[] }).DATA[0]!.RUN_ID;
      const seen = await readRun(first, runId);
      await first.service.close();
      expect(seen.outputs.filter(Boolean).length).toBeGreaterThan(caseIds.length / 2);
      expect(seen.run.DETAILS.flatMap((_, index) => problemsOf(seen, index))).toEqual([]);

      const second = await createTestClient({ dataDir: dir });
      try {
        expect(await readRun(second, runId)).toEqual(seen);
      } finally {
        await second.service.close();
      }
    },
  );
});
