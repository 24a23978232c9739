// Every execution of the default data set tells one story, its failures above all: what its message blames is what
// its comparison shows and what its current output holds, with the differences its interface has of its own that day
// (field-stories.ts). The rules are written from the messages a reader sees, not from the generator's code.
import { describe, expect, it } from 'vitest';
import { FAILED_STATUSES } from '../../contract/codes';
import type { RunComparison, RunDetail } from '../../contract/records';
import type { MockStore } from '../store/store-types';
import { createTestClient } from '../testing/service-client';
import { pathReader } from '../testing/value-at-path';
import { fieldStories, type InterfaceTruth } from './field-stories';
import { generateStore } from './generate-store';
import { fieldPath } from './payload-formats';

interface Execution {
  runId: string;
  detail: RunDetail;
  rows: readonly RunComparison[];
  /** The current output the execution left, when the store still lists it (the newest seeded one, every started one). */
  output?: string | undefined;
  reference: string;
  /** Whether the store would list the execution's current output, had it left one. */
  outputListed: boolean;
}

const truths = new WeakMap<MockStore, InterfaceTruth[]>();

/** The paths of a test case's interface's own fields that differ in every execution ending that day (field-stories.ts). */
function standingPaths(store: MockStore, { OBJDEFID, CASEID, END_DATE }: RunDetail): string[] {
  if (!truths.has(store)) truths.set(store, fieldStories(store.historyEnds));
  const truth = truths.get(store)!.find((candidate) => candidate.object === OBJDEFID)!;
  return truth.fields
    .filter((field) => field.inCase?.(CASEID) ?? true)
    .filter((field) => (field.kind === 'noise' ? !field.ruled : field.kind === 'drift' && END_DATE >= field.since!))
    .map((field) => field.path);
}

/** What is wrong with an execution's story; empty when message, comparison and payload agree. */
function problemsOf({ runId, detail, rows, output, reference, outputListed }: Execution, store: MockStore): string[] {
  const where = `case ${detail.CASEID} in run ${runId} ("${detail.MESSAGE}")`;
  const format = store.caseProfiles.get(detail.CASEID)!.outputFormat;
  const errors = rows.filter((row) => row.RESULT === 'ERROR');
  const differing = rows.filter((row) => row.RESULT !== 'MATCH');
  const problems: string[] = [];
  /** A failure that blames something else than the comparison has its interface's standing differences too. */
  const expectErrorsAt = (paths: readonly string[], value?: string) => {
    const expected = [...paths, ...standingPaths(store, detail)].toSorted();
    const found = errors.map((row) => row.PATH).toSorted();
    if (found.join() !== expected.join())
      problems.push(`${where}: failing differences at ${found.join(', ')}, the story has ${expected.join(', ')}`);
    if (value !== undefined && errors.find((row) => row.PATH === paths[0])?.CUR_VALUE !== value)
      problems.push(`${where}: ${paths[0]} is not ${value}`);
  };
  const expectOnlyAccepted = (field: 'created' | 'docNumber', count?: number) => {
    if (count !== undefined ? differing.length !== count : differing.length === 0)
      problems.push(`${where}: ${differing.length} differences`);
    if (differing.some((row) => row.RESULT !== 'WARNING' || row.PATH !== fieldPath(format, field)))
      problems.push(`${where}: differences other than an accepted ${field}`);
  };
  const expectNoOutput = () => {
    if (rows.length > 0) problems.push(`${where}: ${rows.length} comparison rows for an output that does not exist`);
    if (output !== undefined) problems.push(`${where}: a current output that the message says does not exist`);
  };

  const rules: readonly (readonly [RegExp, (said: RegExpExecArray) => void])[] = [
    [
      /^All compared fields match the reference$/,
      () => differing.length > 0 && problems.push(`${where}: ${differing.length} differences`),
    ],
    [/^Passed: 1 accepted difference in generated document number$/, () => expectOnlyAccepted('docNumber', 1)],
    [/^Passed with accepted differences \(timestamps excluded by rule\)$/, () => expectOnlyAccepted('created')],
    [
      // The count is of every failing difference; the paths named are the interface's own fields among them.
      /^Field comparison failed: (\d+) unexpected differences? in output message(?: at (.+?)(?: and (\d+) more)?)?$/,
      ([, count, named, more]) => {
        if (errors.length !== Number(count))
          problems.push(`${where}: ${errors.length} failing differences, the message says ${count}`);
        const paths = named?.split(', ') ?? [];
        const plain = named === undefined ? Number(count) : Number(more ?? 0);
        if (paths.length + plain !== Number(count)) problems.push(`${where}: the message's counts do not add up`);
        for (const path of paths)
          if (!errors.some((row) => row.PATH === path)) problems.push(`${where}: ${path} does not fail`);
      },
    ],
    [
      /^Mapping error: value "([^"]+)" not found in value mapping UOM_ISO$/,
      ([, unit]) => expectErrorsAt([fieldPath(format, 'unit')], unit),
    ],
    [
      /^IDoc \d{16} status 51: Application document not posted: sold-to party (\d+) does not exist$/,
      ([, party]) => expectErrorsAt([fieldPath(format, 'soldTo')], party),
    ],
    // Failures the output is not to blame for, but for its interface's standing differences.
    [/^Target system answered HTTP 500: Internal Server Error$/, () => expectErrorsAt([])],
    [/^Database validation failed: table VBAK has no entry for sales order \d{10}$/, () => expectErrorsAt([])],
    [/^Output message not found in middleware within 120 s$/, expectNoOutput],
    [/^Aborted: /, expectNoOutput],
  ];
  const rule = rules.find(([told]) => told.test(detail.MESSAGE));
  if (rule) rule[1](rule[0].exec(detail.MESSAGE)!);
  else problems.push(`${where}: a message these rules do not know`);

  const noOutput = rule?.[1] === expectNoOutput;
  if (!noOutput && outputListed && output === undefined) problems.push(`${where}: no current output`);
  // The dashboard marks a changed line by the values its row names, so the payloads must hold them at its path.
  if (output !== undefined && differing.length > 0) {
    const [current, referenced] = [pathReader(output, format), pathReader(reference, format)];
    for (const row of differing)
      if (current(row.PATH) !== row.CUR_VALUE || referenced(row.PATH) !== row.REF_VALUE)
        problems.push(
          `${where}: ${row.PATH} is ${row.REF_VALUE} → ${row.CUR_VALUE}, which the payloads do not hold there`,
        );
  }
  if (output !== undefined && (output === reference) !== (differing.length === 0))
    problems.push(
      `${where}: ${differing.length} differences, yet the current output is ${output === reference ? '' : 'not '}the reference`,
    );
  return problems;
}

function bodyOf(store: MockStore, caseId: string, kind: string, runId = '') {
  return store.contents
    .listForCase(caseId)
    .find((content) => content.meta.CONTENT_TYPE === kind && content.meta.RUN_ID === runId)?.body;
}

function executionsOf(
  store: MockStore,
  runIds: readonly string[],
  listed: (caseId: string, runId: string) => boolean,
): Execution[] {
  return runIds.flatMap((runId) => {
    const run = store.runs.get(runId)!;
    return run.details.map((detail) => ({
      runId,
      detail,
      rows: run.comparison.filter((row) => row.CASEID === detail.CASEID),
      output: bodyOf(store, detail.CASEID, 'CUR_OUTPUT', runId),
      reference: bodyOf(store, detail.CASEID, 'REF_OUTPUT')!,
      outputListed: listed(detail.CASEID, runId),
    }));
  });
}

const failed = (execution: Execution) => FAILED_STATUSES.includes(execution.detail.STATUS);

describe('the executions of the default data set', () => {
  // The seeded catalog keeps the current output of each case's newest execution only.
  const store = generateStore();
  const executions = executionsOf(
    store,
    store.runIdsNewestFirst,
    (caseId, runId) => store.runIdsByCase.get(caseId)![0] === runId,
  );

  it('each tell one story when they fail: the message, the differences and the current output agree', () => {
    const failures = executions.filter(failed);
    expect(failures.length).toBeGreaterThan(500);
    const kinds = new Set(failures.map((failure) => failure.detail.MESSAGE.replace(/[\d"].*/, '')));
    expect(kinds.size).toBeGreaterThanOrEqual(7);
    expect(failures.filter((failure) => failure.output !== undefined).length).toBeGreaterThan(50);
    expect(failures.flatMap((failure) => problemsOf(failure, store))).toEqual([]);
  });

  it('and when they pass, with or without accepted differences', () => {
    const passes = executions.filter((execution) => !failed(execution));
    expect(passes.some((execution) => execution.detail.STATUS === 'W')).toBe(true);
    expect(passes.flatMap((execution) => problemsOf(execution, store))).toEqual([]);
  });

  it('and so do the executions of runs started on the mock', async () => {
    const client = await createTestClient();
    try {
      const { store: started } = client.service;
      const response = await client.post('/testruns', {
        DATA: { TEST_CASES: [...started.testCases.keys()].slice(0, 150) },
      });
      const [run] = ((await response.json()) as { DATA: { RUN_ID: string }[] }).DATA;
      const ran = executionsOf(started, [run!.RUN_ID], () => true);
      expect(ran.filter(failed).length).toBeGreaterThan(10);
      expect(ran.flatMap((execution) => problemsOf(execution, started))).toEqual([]);
    } finally {
      await client.service.close();
    }
  });
});
