import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderSearch, FolderStep } from '../../../contract/dashboard-api/folder-tree';
import { TOP_LEVEL_PARENT_ID, unpadId } from '../../../contract/ids';
import type { Scenario } from '../../../contract/records';
import { createMockService, type MockService } from '../../../mock/create-mock-service';
import { withDescendants } from '../../../mock/queries/select-scenarios';
import type { HistoryStore } from '../store/open-store';
import { folders } from '../store/schema';
import { markStoreChanged } from '../store/sync-state';
import { useInProcessService, type RequestLog } from '../testing/in-process-service';
import { ENGINES, openSyncedStore } from '../testing/test-stores';
import { triageApi } from '../testing/triage-api';

const SIZES = { folders: 14, testCases: 60, runs: 10, maxDepth: 3 };

describe.each(ENGINES)('the folder tree over the store on %s', { timeout: 90_000 }, (engine) => {
  let mock: MockService;
  let store: HistoryStore;
  let log: RequestLog;
  let api: ReturnType<typeof triageApi>;
  const get = async <T>(path: string) => {
    const answer = await api.get(path);
    return { status: answer.status, json: answer.json as T };
  };
  /** What the service answers for `PARENTID=…&$children=true&$expandLevels=1`. */
  const serviceLevel = (parent: string) =>
    withDescendants(
      mock.store,
      (mock.store.childFolderIds.get(parent) ?? []).map((id) => mock.store.folders.get(id)!),
      1,
    );
  const deepest = () =>
    [...mock.store.folders.values()].reduce((best, folder) =>
      pathOf(folder).length > pathOf(best).length ? folder : best,
    );
  const pathOf = (folder: Scenario): Scenario[] => {
    const parent = mock.store.folders.get(folder.PARENTID);
    return parent ? [...pathOf(parent), folder] : [folder];
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

  it('answers a level as the service does, each folder followed by its own sub-folders, asking the service nothing', async () => {
    log.requests.length = 0;
    const top = await get<{ folders: Scenario[] }>(`/folders/level?parent=0`);
    expect(top.status).toBe(200);
    expect(top.json.folders).toEqual(serviceLevel(TOP_LEVEL_PARENT_ID));
    const opened = top.json.folders.find((folder) => mock.store.childFolderIds.get(folder.SCNRID)?.length)!;
    const level = await get<{ folders: Scenario[] }>(`/folders/level?parent=${unpadId(opened.SCNRID)}`);
    expect(level.json.folders).toEqual(serviceLevel(opened.SCNRID));
    expect(log.requests).toEqual([]);
  });

  it("answers a deep folder's record and its path, top first, and a 404 for a folder nobody has", async () => {
    const folder = deepest();
    const { json } = await get<{ path: FolderStep[]; folder: { SCNRID: string } }>(
      `/folders/path?folder=${unpadId(folder.SCNRID)}`,
    );
    expect(json.path).toEqual(pathOf(folder).map((step) => ({ id: step.SCNRID, name: step.DESCR })));
    expect(json.path.length).toBeGreaterThanOrEqual(2);
    expect(json.folder).toEqual(folder);
    const missing = await get<{ error: { code: string; message: string } }>('/folders/path?folder=9999999');
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe(
      'Folder 9999999 does not exist: neither the history store nor the service has it.',
    );
    const bad = await get<{ error: { message: string } }>('/folders/path?folder=abc');
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('folder');
  });

  it('finds folders by a part of their name, ignoring case, with their paths, and names the chosen ones that exist', async () => {
    const folder = deepest();
    const word = folder.DESCR.split(' ').at(-1)!;
    const { json } = await get<FolderSearch>(
      `/folders/search?q=${encodeURIComponent(word.toUpperCase())}&id=${unpadId(folder.SCNRID)}&id=9999999`,
    );
    const matching = [...mock.store.folders.values()].filter((each) =>
      each.DESCR.toLowerCase().includes(word.toLowerCase()),
    );
    expect(json.total).toBe(matching.length);
    expect(json.matches.map((match) => match.id).toSorted()).toEqual(matching.map((each) => each.SCNRID).toSorted());
    const expectedPath = pathOf(folder)
      .slice(0, -1)
      .map((step) => step.DESCR);
    expect(json.matches.find((match) => match.id === folder.SCNRID)?.path).toEqual(expectedPath);
    expect(json.named).toEqual([{ id: folder.SCNRID, name: folder.DESCR, path: expectedPath }]);
  });

  it('reads a level the store has not seen from the service, once, then answers it from the store', async () => {
    const parent = [...mock.store.childFolderIds.entries()].find(
      ([id, children]) => id !== TOP_LEVEL_PARENT_ID && children.length > 0,
    )![0];
    // Made after the sync last read the folders.
    await store.db.delete(folders).where(eq(folders.parentId, parent));
    await store.db.delete(folders).where(eq(folders.id, parent));
    await markStoreChanged(store.db, new Date());
    log.requests.length = 0;
    const [first, second] = await Promise.all([
      get<{ folders: Scenario[] }>(`/folders/level?parent=${unpadId(parent)}`),
      get<{ folders: Scenario[] }>(`/folders/level?parent=${unpadId(parent)}`),
    ]);
    expect(first.json.folders).toEqual(serviceLevel(parent));
    expect(second.json.folders).toEqual(serviceLevel(parent));
    expect(log.requests.filter((path) => path.startsWith('/scenarios'))).toHaveLength(1);
    log.requests.length = 0;
    await get(`/folders/level?parent=${unpadId(parent)}`);
    expect(log.requests).toEqual([]);
  });
});
