import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestCases } from '../../../client/test-cases/get-test-cases';
import { FOLDER_CASE_IDS_MAX_FOLDERS, type FolderCaseIds } from '../../../contract/dashboard-api/folder-case-ids';
import { TOP_LEVEL_PARENT_ID, unpadId } from '../../../contract/ids';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import type { HistoryStore } from '../store/open-store';
import { executions, folders, testCases } from '../store/schema';
import { readPart, writePart } from '../store/sync-state';
import { useInProcessService, type RequestLog } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { triageApi } from '../testing/triage-api';

const SIZES = { folders: 14, testCases: 120, runs: 20, maxDepth: 3 };
/** What the New run form read before: the service's records of the folder. */
const fromService = (id: string, deep: boolean) => getTestCases({ SCNRID: id, $includeSubfolders: deep });

describe.each(ENGINES)('the cases a run of folders brings in, from the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let log: RequestLog;
  let api: ReturnType<typeof triageApi>;
  const get = async <T>(path: string) => {
    const answer = await api.get(path);
    return { status: answer.status, json: answer.json as T };
  };
  const ask = (ids: readonly string[], deep: boolean) =>
    get<FolderCaseIds>(`/folders/case-ids?${ids.map((id) => `folder=${unpadId(id)}`).join('&')}&deep=${deep}`);
  const childrenOf = (id: string) => [...mock.store.folders.values()].filter((f) => f.PARENTID === id);
  const below = (id: string): string[] => [id, ...childrenOf(id).flatMap((f) => below(f.SCNRID))];
  const holding = () => [...new Set([...mock.store.testCases.values()].map((c) => c.SCNRID))];

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

  it("is what the service's GET /testcases?SCNRID=…&$includeSubfolders=… lists, per folder and each case once", async () => {
    const tops = childrenOf(TOP_LEVEL_PARENT_ID).map((f) => f.SCNRID);
    // A folder with one below it, asked with it: every case of the one below is in both, and answered once.
    const parent = tops.find((id) => childrenOf(id).length > 0)!;
    const child = childrenOf(parent)[0]!.SCNRID;
    const own = holding()[0]!;
    for (const deep of [true, false])
      for (const ids of [[parent], [own], [parent, child, ...tops], tops.toReversed()]) {
        const { status, json } = await ask(ids, deep);
        expect(status).toBe(200);
        const listed = await Promise.all(ids.map((id) => fromService(id, deep)));
        expect(json.folders).toEqual(ids.map((id, index) => [id, listed[index]!.length]));
        const union = new Map(listed.flat().map((c) => [c.CASEID, c.DESCR]));
        expect(json.cases).toEqual([...union].toSorted(([a], [b]) => a.localeCompare(b)));
      }
    const { json } = await ask(tops, true);
    expect(json.cases).toHaveLength(mock.store.testCases.size);
    expect(json.folders.reduce((sum, [, count]) => sum + count, 0)).toBe(mock.store.testCases.size);
  });

  it('asks the service nothing more for folders the store knows than the explorer would', async () => {
    const top = childrenOf(TOP_LEVEL_PARENT_ID).find((f) => childrenOf(f.SCNRID).length > 0)!.SCNRID;
    log.requests.length = 0;
    await ask([top], true);
    // At most the top folder's own contents, as the explorer reads a folder it has not opened; never the sub-tree.
    expect(log.requests.filter((path) => path.startsWith('/testcases'))).toEqual(
      log.requests.filter((path) => path === `/testcases?SCNRID=${top}`),
    );
    log.requests.length = 0;
    await ask([top], true);
    await ask([top], false);
    expect(log.requests).toEqual([]);
  });

  it('reads a folder made since the catalogue through, with the new folders below it', async () => {
    const root = childrenOf(TOP_LEVEL_PARENT_ID)
      .map((f) => f.SCNRID)
      .find((id) => childrenOf(id).some((f) => below(f.SCNRID).some((each) => holding().includes(each))))!;
    // The store as if the sub-tree were made after its catalogue read: none of its folders, cases nor results.
    const tree = below(root);
    const ids = [...mock.store.testCases.values()].filter((c) => tree.includes(c.SCNRID)).map((c) => c.CASEID);
    await store.db.delete(executions).where(inArray(executions.caseId, ids));
    await store.db.delete(testCases).where(inArray(testCases.id, ids));
    await store.db.delete(folders).where(inArray(folders.id, tree));
    log.requests.length = 0;
    const { status, json } = await ask([root], true);
    expect(status).toBe(200);
    // Each new folder's own contents, not one read of the whole sub-tree.
    const reads = log.requests.filter((path) => path.startsWith('/testcases?'));
    expect(reads.toSorted()).toEqual(tree.map((id) => `/testcases?SCNRID=${id}`).toSorted());
    const listed = await fromService(root, true);
    expect(json.folders).toEqual([[root, listed.length]]);
    expect(json.cases.map(([id]) => id)).toEqual(listed.map((c) => c.CASEID).toSorted());
  });

  it('says with a 400 which parameter it cannot use', async () => {
    const many = Array.from({ length: FOLDER_CASE_IDS_MAX_FOLDERS + 1 }, (_, index) => `folder=${index + 1}`);
    for (const [path, message] of [
      ['/folders/case-ids', '"folder" is required: the folder IDs, repeated'],
      ['/folders/case-ids?folder=1&folder=x', '"folder" is not a folder ID (1 to 10 digits).'],
      ['/folders/case-ids?folder=12345678901', '"folder" is not a folder ID (1 to 10 digits).'],
      ['/folders/case-ids?folder=7&folder=0', '"folder" is the top level (0), not a folder.'],
      ['/folders/case-ids?folder=1&deep=yes', '"deep" is not true or false.'],
      ['/folders/case-ids?folder=1&deep=true&deep=false', '"deep" is given more than once.'],
      [`/folders/case-ids?${many.join('&')}`, `"folder" lists more than ${FOLDER_CASE_IDS_MAX_FOLDERS} folders`],
    ] as const) {
      const answer = await get<{ error: { code: string; message: string } }>(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.json.error).toMatchObject({ code: 'BAD_QUERY', message: expect.stringContaining(message) });
    }
  });

  it('leaves the folders to the service until the first sync has read the catalogue (503 STORE_NOT_OPEN)', async () => {
    const catalog = await readPart(store.db, 'catalog');
    await writePart(store.db, 'catalog', {} as Parameters<typeof writePart<'catalog'>>[2]);
    try {
      const answer = await get<{ error: { code: string } }>(`/folders/case-ids?folder=${unpadId(holding()[0]!)}`);
      expect({ status: answer.status, code: answer.json.error.code }).toEqual({
        status: 503,
        code: 'STORE_NOT_OPEN',
      });
    } finally {
      await writePart(store.db, 'catalog', catalog as Parameters<typeof writePart<'catalog'>>[2]);
    }
  });
});
