import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fromWireDateTime } from '../../contract/date-time';
import type { TestCase, TestRun } from '../../contract/records';
import { generateStore } from '../data/generate-store';
import { missedRuns } from '../data/missed-days';
import { createTestClient, type TestClient } from '../testing/service-client';
import { JOURNAL_FILE_NAME } from './open-journal';

const running: TestClient[] = [];
afterEach(() => Promise.all(running.splice(0).map((client) => client.service.close())));

/** A server with --data whose history ends shortly before `now`, as `npm start` runs it. */
async function startOn(dir: string, now: string): Promise<TestClient> {
  const client = await createTestClient({ dataDir: dir, historyEnds: 'now', now: () => new Date(now) });
  running.push(client);
  return client;
}

async function stop(client: TestClient): Promise<void> {
  running.splice(running.indexOf(client), 1);
  await client.service.close();
}

const startOf = (run: TestRun) => fromWireDateTime(run.STARTED_DATE, run.STARTED_TIME);

describe('a kept history started again days after it ended', () => {
  it(
    'gets the seeded runs of the days it missed, newer than the runs kept, the same on every later start',
    { timeout: 20_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'carry-forward-'));
      const monday = await startOn(dir, '2027-03-01T09:00:00Z');
      const [caseId] = monday.service.store.testCases.keys();
      await monday.post('/testruns', { DATA: { TEST_CASES: [caseId] } });
      const kept = await monday.data<TestRun>('/testruns');
      await stop(monday);

      const friday = await startOn(dir, '2027-03-05T09:00:00Z');
      expect(friday.service.seededUntil).toEqual(new Date('2027-03-05T06:59:00Z'));
      const listed = await friday.data<TestRun>('/testruns');
      const keptIds = new Set(kept.map((run) => run.RUN_ID));
      const filled = listed.filter((run) => !keptIds.has(run.RUN_ID));
      // Every day in between has runs (a nightly regression each night), all after the run kept and by the new end.
      const days = new Set(filled.map((run) => run.STARTED_DATE));
      expect([...days].toSorted().slice(-4)).toEqual(['2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05']);
      expect(
        filled.filter((run) => run.NAME.startsWith('Nightly full regression')).map((run) => run.STARTED_DATE),
      ).toEqual(['2027-03-05', '2027-03-04', '2027-03-03', '2027-03-02']);
      expect(
        filled.every((run) => startOf(run) > startOf(kept[0]!) && startOf(run) <= Date.parse('2027-03-05T06:59Z')),
      ).toBe(true);
      expect(filled.every((run) => run.END_DATE !== '')).toBe(true);
      expect(listed.slice(filled.length)).toEqual(kept);
      // Test cases' last results are those of their newest run.
      const cases = await friday.data<TestCase>('/testcases');
      const newestRunOf = (id: string) => friday.service.store.runIdsByCase.get(id)?.[0] ?? '';
      expect(cases.every((testCase) => testCase.LAST_RUN_ID === newestRunOf(testCase.CASEID))).toBe(true);
      expect(cases.some((testCase) => filled.some((run) => run.RUN_ID === testCase.LAST_RUN_ID))).toBe(true);
      await stop(friday);

      const journal = readFileSync(join(dir, JOURNAL_FILE_NAME), 'utf8');
      expect(journal).toContain(
        '{"type":"history-filled","from":"2027-03-01T09:00:00.000Z","until":"2027-03-05T06:59:00.000Z"}',
      );
      const again = await startOn(dir, '2027-03-05T09:30:00Z');
      expect(await again.data<TestRun>('/testruns')).toEqual(listed);
    },
  );

  it('fills in the same runs in one start or in several', () => {
    const store = generateStore();
    const sources = { ...store, seed: 4711, referenceDate: new Date('2027-01-10T00:00:00Z') };
    const ids = (from: string, until: string) =>
      missedRuns(sources, 300, new Date(from), new Date(until)).map((run) => run.record.RUN_ID);
    const whole = ids('2027-01-01T08:00:00Z', '2027-01-09T08:00:00Z');
    expect(whole.length).toBeGreaterThan(8 + 8);
    expect([
      ...ids('2027-01-04T13:00:00Z', '2027-01-09T08:00:00Z'),
      ...ids('2027-01-01T08:00:00Z', '2027-01-04T13:00:00Z'),
    ]).toEqual(whole);
  });
});
