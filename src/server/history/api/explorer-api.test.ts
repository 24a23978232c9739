import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderCases, FolderCountsAnswer } from '../../../contract/dashboard-api/folders';
import type { PagedAnswer } from '../../../contract/dashboard-api/paging';
import type { TestCase } from '../../../contract/records';
import { TOP_LEVEL_PARENT_ID, unpadId } from '../../../contract/ids';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { executions, folders, testCases } from '../store/schema';
import { useInProcessService, type RequestLog } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { triageApi } from '../testing/triage-api';

const failed = (cases: TestCase[]) => cases.filter((c) => c.LAST_STATUS === 'E' || c.LAST_STATUS === 'A').length;
const SIZES = { folders: 14, testCases: 120, runs: 30, maxDepth: 3 };

describe.each(ENGINES)("the explorer's answers over the store on %s", { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let log: RequestLog;
  let api: ReturnType<typeof triageApi>;
  const casesOf = (folderId: string) => [...mock.store.testCases.values()].filter((c) => c.SCNRID === folderId);
  const get = async <T>(path: string) => {
    const answer = await api.get(path);
    return { status: answer.status, json: answer.json as T };
  };

  beforeAll(async () => {
    mock = await createMockService({ dataset: SIZES, runPaceMs: 0 });
    log = useInProcessService(mock);
    store = await openSyncedStore(engine);
    api = triageApi(store, mock);
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await mock.close();
  });

  it("counts each sub-folder's own test cases and their last failures as the service lists them", async () => {
    const { status, json } = await get<FolderCountsAnswer>(`/folders/counts?parent=${unpadId(TOP_LEVEL_PARENT_ID)}`);
    expect(status).toBe(200);
    const top = [...mock.store.folders.values()].filter((f) => f.PARENTID === TOP_LEVEL_PARENT_ID);
    const expected = top
      .map((f) => casesOf(f.SCNRID))
      .filter((cases) => cases.length > 0)
      .map((cases) => [
        cases[0]!.SCNRID,
        cases.length,
        failed(cases),
        cases.filter((c) => c.LAST_STATUS === 'A').length,
      ]);
    expect(json.folders).toEqual(expected.toSorted((a, b) => String(a[0]).localeCompare(String(b[0]))));
    // After the first sync, a sub-folder not listed holds none.
    expect(json.complete).toBe(true);
  });

  it('lists every folder holding test cases with the path to it, sorted and paged', async () => {
    const holding = new Set([...mock.store.testCases.values()].map((c) => c.SCNRID));
    const first = await get<PagedAnswer<[string, string, string[], number, number, number]>>(
      '/folders/holding?sort=Test%20cases&dir=desc&limit=3',
    );
    expect(first.json.total).toBe(holding.size);
    expect(first.json.rows).toHaveLength(3);
    const counts = first.json.rows.map((row) => row[3]);
    expect(counts).toEqual(counts.toSorted((a, b) => b - a));
    expect(counts[0]).toBe(Math.max(...[...holding].map((id) => casesOf(id).length)));
    const rest = await get<PagedAnswer<unknown>>('/folders/holding?sort=Test%20cases&dir=desc&offset=3&limit=500');
    expect(rest.json.rows).toHaveLength(holding.size - 3);
  });

  it("answers a folder's test cases a page at a time, sorted and filtered, with the totals", async () => {
    const folderId = [...new Set([...mock.store.testCases.values()].map((c) => c.SCNRID))].find(
      (id) => casesOf(id).length >= 4,
    )!;
    const cases = casesOf(folderId);
    const all = await get<FolderCases>(`/folders/cases?folder=${unpadId(folderId)}&limit=500`);
    expect(all.json).toMatchObject({ total: cases.length, all: cases.length, failed: failed(cases), offset: 0 });
    expect(all.json.rows.map((row) => row.CASEID)).toEqual(cases.map((c) => c.CASEID).toSorted());
    expect(all.json.rows[0]).toMatchObject({ DESCR: cases.find((c) => c.CASEID === all.json.rows[0]!.CASEID)!.DESCR });
    const page = await get<FolderCases>(`/folders/cases?folder=${unpadId(folderId)}&offset=2&limit=2`);
    expect(page.json.rows.map((row) => row.CASEID)).toEqual(all.json.rows.slice(2, 4).map((row) => row.CASEID));
    const byName = await get<FolderCases>(`/folders/cases?folder=${unpadId(folderId)}&sort=Description&dir=desc`);
    const names = byName.json.rows.map((row) => row.DESCR.toLowerCase());
    expect(names).toEqual(names.toSorted().toReversed());
    const word = cases[0]!.DESCR.split(' ')[0]!;
    const filtered = await get<FolderCases>(
      `/folders/cases?folder=${unpadId(folderId)}&filter=${encodeURIComponent(`Description:${word}`)}`,
    );
    const matching = cases.filter((c) => c.DESCR.toLowerCase().includes(word.toLowerCase()));
    expect(filtered.json).toMatchObject({ total: matching.length, all: cases.length });
    // Short lists carry their flaky scores.
    expect(all.json.flaky).not.toBeNull();
    expect(all.json.rows.every((row) => row.flakiness !== undefined)).toBe(true);
  });

  it('lists every test case below a folder for "Show all"', async () => {
    const top = [...mock.store.folders.values()].find((f) => f.PARENTID === TOP_LEVEL_PARENT_ID)!;
    const below = new Set([top.SCNRID]);
    for (let grew = true; grew;) {
      grew = false;
      for (const f of mock.store.folders.values())
        if (below.has(f.PARENTID) && !below.has(f.SCNRID)) grew = below.add(f.SCNRID) !== undefined;
    }
    const expected = [...mock.store.testCases.values()].filter((c) => below.has(c.SCNRID)).length;
    const { json } = await get<FolderCases>(`/folders/cases?folder=${unpadId(top.SCNRID)}&deep=true&limit=1`);
    expect(json.total).toBe(expected);
  });

  it('says which parameter it cannot use, with a 400', async () => {
    for (const [path, message] of [
      ['/folders/cases?folder=x', '"folder" is not a folder ID (1 to 10 digits).'],
      ['/folders/cases?folder=1&sort=Colour', '"sort" is not one of'],
      ['/folders/cases?folder=1&limit=0', '"limit" is below 1.'],
      ['/folders/cases?folder=1&filter=Colour:red', '"filter" is not Column:text'],
      ['/folders/counts', '"parent" is required: a folder ID.'],
    ] as const) {
      const answer = await get<{ error: { message: string } }>(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.json.error.message).toContain(message);
    }
  });

  it('reads a folder the store has not seen from the service, once, and answers from what it stored', async () => {
    const folderId = [...new Set([...mock.store.testCases.values()].map((c) => c.SCNRID))][0]!;
    const cases = casesOf(folderId);
    // Made after the store last read the catalogue, so no stored run has its test cases either.
    const ids = cases.map((c) => c.CASEID);
    await store.db.delete(executions).where(inArray(executions.caseId, ids));
    await store.db.delete(testCases).where(inArray(testCases.id, ids));
    await store.db.delete(folders).where(eq(folders.id, folderId));
    log.requests.length = 0;
    const [first, second] = await Promise.all([
      get<FolderCases>(`/folders/cases?folder=${unpadId(folderId)}`),
      get<FolderCases>(`/folders/cases?folder=${unpadId(folderId)}`),
    ]);
    expect(first.json.total).toBe(cases.length);
    expect(second.json.total).toBe(cases.length);
    expect(log.requests.filter((path) => path.startsWith('/testcases?'))).toEqual([`/testcases?SCNRID=${folderId}`]);
    log.requests.length = 0;
    await get<FolderCases>(`/folders/cases?folder=${unpadId(folderId)}`);
    expect(log.requests.filter((path) => path.startsWith('/testcases?'))).toEqual([]);
  });

  it('says so with a 502 when the service does not answer for a folder the store has not seen', async () => {
    const folderId = [...new Set([...mock.store.testCases.values()].map((c) => c.SCNRID))][1]!;
    await store.db.delete(executions).where(eq(executions.folderId, folderId));
    await store.db.delete(testCases).where(eq(testCases.folderId, folderId));
    await store.db.delete(folders).where(eq(folders.id, folderId));
    log.unreachable = true;
    try {
      const answer = await get<{ error: { code: string; message: string } }>(
        `/folders/cases?folder=${unpadId(folderId)}`,
      );
      expect(answer.status).toBe(502);
      expect(answer.json.error).toMatchObject({ code: 'SERVICE_FAILED' });
      expect(answer.json.error.message).toContain(`Folder ${unpadId(folderId)} is not in the history store yet`);
    } finally {
      log.unreachable = false;
    }
  });
});
