import { describe, expect, it } from 'vitest';
import { FAILED_STATUSES, statusText } from '../../contract/codes';
import { isFlakyCase } from '../execution/case-outcome';
import { fromWireDateTime } from '../../contract/date-time';
import { generateStore } from './generate-store';
import { FIXED_HISTORY_END, historyEndBefore } from './history-end';
import { storiesOf } from './interface-stories';
import { fieldPath } from './payload-formats';

const startOf = (run: { STARTED_DATE: string; STARTED_TIME: string }) =>
  fromWireDateTime(run.STARTED_DATE, run.STARTED_TIME);

describe('the seeded data set', () => {
  it('is the same for the same seed and differs for another', () => {
    const first = generateStore({ seed: 7 });
    const second = generateStore({ seed: 7 });
    const third = generateStore({ seed: 8 });
    expect([...second.testCases.values()]).toEqual([...first.testCases.values()]);
    expect(second.runIdsNewestFirst).toEqual(first.runIdsNewestFirst);
    expect(third.runIdsNewestFirst).not.toEqual(first.runIdsNewestFirst);
  });

  it('has the default sizes: a 4-5 level tree of 60-100 folders, 500-1000 cases, a few hundred runs', () => {
    const store = generateStore();
    expect(store.folders.size).toBeGreaterThanOrEqual(60);
    expect(store.folders.size).toBeLessThanOrEqual(100);
    const depth = (id: string): number =>
      store.folders.get(id)!.PARENTID === '0000000000' ? 1 : 1 + depth(store.folders.get(id)!.PARENTID);
    expect(Math.max(...[...store.folders.keys()].map(depth))).toBeGreaterThanOrEqual(4);
    expect(store.testCases.size).toBeGreaterThanOrEqual(500);
    expect(store.runs.size).toBeGreaterThanOrEqual(200);
    expect(new Set([...store.testCases.values()].map((c) => c.IFTYPE)).size).toBeGreaterThanOrEqual(4);
  });

  it('keeps LAST_* of every case in step with its newest run', () => {
    const store = generateStore();
    const cases = [...store.testCases.values()];
    expect(
      cases.every((testCase) => testCase.LAST_RUN_ID === (store.runIdsByCase.get(testCase.CASEID)?.[0] ?? '')),
    ).toBe(true);
    const ran = cases.filter((testCase) => testCase.LAST_RUN_ID);
    expect(ran.length).toBeGreaterThan(0);
    expect(
      ran.every(
        (testCase) =>
          store.runs.get(testCase.LAST_RUN_ID)!.details.find((d) => d.CASEID === testCase.CASEID)!.STATUS ===
          testCase.LAST_STATUS,
      ),
    ).toBe(true);
  });

  it('holds flaky cases in most folders, whose results pass and fail in turn, with run counts to match', () => {
    const store = generateStore();
    const detailIn = (caseId: string, runId: string) =>
      store.runs.get(runId)!.details.find((detail) => detail.CASEID === caseId)!;
    const flaky = [...store.runIdsByCase.keys()].filter(isFlakyCase);
    for (const caseId of flaky) {
      // Oldest first, every other one fails; a pass fails all the same where its interface's own field differs.
      const details = store.runIdsByCase
        .get(caseId)!
        .map((runId) => detailIn(caseId, runId))
        .toReversed();
      const own = storiesOf(store.testCases.get(caseId)!.OBJDEFID, caseId).map((story) => story.field);
      const paths = own.map((field) => fieldPath(store.caseProfiles.get(caseId)!.outputFormat, field));
      details.forEach((detail, index) =>
        expect(
          FAILED_STATUSES.includes(detail.STATUS) === (index % 2 === 1) ||
            paths.some((path) => detail.MESSAGE.includes(` at ${path}`)),
        ).toBe(true),
      );
    }
    const foldersWithFlaky = new Set(flaky.map((caseId) => store.testCases.get(caseId)!.SCNRID));
    expect(foldersWithFlaky.size).toBeGreaterThan(store.testCaseIdsByFolder.size * 0.7);
    for (const run of store.runs.values())
      expect(run.record.TC_FAILED).toBe(run.details.filter((detail) => FAILED_STATUSES.includes(detail.STATUS)).length);
  });

  it('sends the status text beside every status code, "Not run" for a case that never ran', () => {
    const cases = [
      ...generateStore({ dataset: { folders: 20, testCases: 200, runs: 2, maxDepth: 3 } }).testCases.values(),
    ];
    expect(cases.every((testCase) => testCase.LAST_STATUS_TXT === statusText(testCase.LAST_STATUS))).toBe(true);
    expect(
      cases.filter((testCase) => testCase.LAST_STATUS === '').map((testCase) => testCase.LAST_STATUS_TXT),
    ).toContain('Not run');
  });

  it('builds any requested size', () => {
    const store = generateStore({
      dataset: { folders: 300, testCases: 2000, runs: 50, maxDepth: 8, wideFolderChildren: 100 },
    });
    expect(store.folders.size).toBe(300);
    expect(store.testCases.size).toBe(2000);
    expect(store.runs.size).toBe(50);
    expect(Math.max(...[...store.childFolderIds.values()].map((children) => children.length))).toBeGreaterThanOrEqual(
      100,
    );
  });

  it('holds one volume-test payload of about 5 MB', () => {
    const store = generateStore();
    const volume = [...store.testCases.values()].find((c) => c.DESCR.includes('volume test'))!;
    const [input] = store.contents.listForCase(volume.CASEID);
    expect(input!.meta.SIZE).toBeGreaterThan(4_000_000);
    expect(input!.meta.SIZE).toBeLessThan(7_000_000);
  });

  it('moves only its dates with a later history end: the same runs and results, each started that much later', () => {
    const pinned = generateStore();
    const later = generateStore({ historyEnds: new Date(FIXED_HISTORY_END.getTime() + 5 * 86_400_000) });
    expect(later.runIdsNewestFirst).toEqual(pinned.runIdsNewestFirst);
    const shifts = new Set(
      pinned.runIdsNewestFirst.map((id) => startOf(later.runs.get(id)!.record) - startOf(pinned.runs.get(id)!.record)),
    );
    expect([...shifts]).toEqual([5 * 86_400_000]);
    const statuses = (store: typeof pinned) =>
      [...store.runs.values()].flatMap((run) => run.details.map((detail) => detail.STATUS));
    expect(statuses(later)).toEqual(statuses(pinned));
  });

  it('ending shortly before now, holds runs of the last hours, every one finished, and no nightly still running', () => {
    for (const now of [new Date('2027-02-03T09:15:00Z'), new Date('2027-02-03T04:05:00Z')]) {
      const store = generateStore({ historyEnds: historyEndBefore(now) });
      const runs = [...store.runs.values()].map((run) => run.record);
      const ends = runs.map((run) => fromWireDateTime(run.END_DATE, run.END_TIME));
      expect(Math.max(...ends)).toBeLessThanOrEqual(now.getTime());
      // The nightly of the night before at the latest.
      const newestStart = Math.max(...runs.map(startOf));
      expect(now.getTime() - newestStart).toBeLessThan(2 * 86_400_000);
      // At 09:15 that night's nightly (02:00) is over and listed; at 04:05 the history ends before it finished.
      const nightly = runs.filter((run) => run.NAME.startsWith('Nightly full regression')).map((run) => run.NAME);
      expect(nightly.includes('Nightly full regression 2027-02-03')).toBe(now.getUTCHours() === 9);
      expect(nightly).toContain('Nightly full regression 2027-02-02');
    }
  });

  it('names each run after its type: every run of a name (its date aside) has the same run type', () => {
    const typesByName = new Map<string, Set<string>>();
    for (const { record } of generateStore().runs.values()) {
      const family = record.NAME.replace(/ \d{4}-\d{2}-\d{2}$/, '');
      typesByName.set(family, (typesByName.get(family) ?? new Set()).add(record.TYPE));
    }
    expect(typesByName.size).toBeGreaterThanOrEqual(6);
    expect([...typesByName].filter(([, types]) => types.size > 1).map(([family]) => family)).toEqual([]);
    expect([...typesByName.get('Smoke after transport')!]).toEqual(['SM']);
  });
});
