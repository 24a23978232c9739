// Every read a dashboard user makes, on a fixed sample of the data set: folders, test cases and their
// results, payload lists and payloads, variables, runs listed and read whole, XML answers, an xlsx report.
import type { Content, Scenario, TestCase, TestRun } from '../../contract/records';
import type { Random } from '../../mock/lib/prng';
import { serviceSession, type ServiceSession } from './service-session';

export interface ReadSample {
  folderIds: string[];
  caseIds: string[];
  runIds: string[];
  /** A payload of each sampled test case, as `caseId/contentId`. */
  payloads: string[];
}

/** A named read of one of its targets (IDs from the sample; one empty target when it takes none). */
export interface LoadRead {
  name: string;
  /** How often it is picked relative to the others: reports are rarer than test case reads. */
  weight: number;
  targets: readonly string[];
  request(session: ServiceSession, target: string): Promise<Response>;
}

/** Folders, test cases and seeded runs a load reads. */
const SAMPLE_SIZE = 12;

/** Names of the runs a load starts begin with this, so samples can leave them out. */
export const LOAD_RUN_PREFIX = 'Load ';

/** The same sample from any server on the same data set, whatever runs a load added. */
export async function readSample(session: ServiceSession, size: number): Promise<ReadSample> {
  const every = <T>(items: T[]) =>
    items.filter((_, index) => index % Math.max(1, Math.floor(items.length / size)) === 0).slice(0, size);
  const folderIds = every(await session.data<Scenario>('/scenarios')).map((folder) => folder.SCNRID);
  const caseIds = every(await session.data<TestCase>('/testcases')).map((testCase) => testCase.CASEID);
  const seededRuns = (await session.data<TestRun>('/testruns')).filter((run) => !run.NAME.startsWith(LOAD_RUN_PREFIX));
  const runIds = every(seededRuns).map((run) => run.RUN_ID);
  const payloads = await Promise.all(
    caseIds.map(
      async (caseId) =>
        `${caseId}/contenttypes/${(await session.data<Content>(`/testcases/${caseId}/contenttypes`))[0]!.CONTENT_ID}`,
    ),
  );
  return { folderIds, caseIds, runIds, payloads };
}

const get = (
  name: string,
  targets: readonly string[],
  path: (target: string) => string,
  { weight = 4, accept }: { weight?: number; accept?: string } = {},
): LoadRead => ({
  name,
  weight,
  targets,
  request: (session, target) => session.get(path(target), accept ? { accept } : {}),
});

export function loadReads(sample: ReadSample, loadUser: string): LoadRead[] {
  const none = [''];
  const { folderIds, caseIds, runIds, payloads } = sample;
  return [
    get('entry points', none, () => '/', { weight: 1 }),
    get('top-level folders', none, () => '/scenarios?PARENTID=0'),
    get('folder with children', folderIds, (id) => `/scenarios/${id}?$children=true&$expandLevels=2`),
    get('folder search (XML)', none, () => '/scenarios?q=order', { accept: 'application/xml' }),
    get('test cases of a folder tree', folderIds, (id) => `/testcases?SCNRID=${id}&$includeSubfolders=true`),
    get('test case', caseIds, (id) => `/testcases/${id}`),
    get('test case results', caseIds, (id) => `/testcases/${id}/results`),
    get('test case payload list', caseIds, (id) => `/testcases/${id}/contenttypes`),
    get('payload', payloads, (path) => `/testcases/${path}`),
    get('test case variables', caseIds, (id) => `/testcases/${id}/variables`),
    get('runs', none, () => '/testruns', { weight: 2 }),
    get('runs of the load (XML)', none, () => `/testruns?STARTED_BY=${loadUser}`, {
      weight: 2,
      accept: 'application/xml',
    }),
    get(
      'run with everything',
      runIds,
      (id) => `/testruns/${id}?$includeDetails=true&$includeComparison=true&$includeMetadata=true`,
    ),
    {
      name: 'execution report',
      weight: 1,
      targets: caseIds,
      request: (session, id) =>
        session.post('/testexecreport', { DATA: { TEST_CASES: [id], INCLUDE_BUSINESS_DATA: 'X' } }),
    },
  ];
}

export function pickRead(reads: readonly LoadRead[], random: Random): { read: LoadRead; target: string } {
  const read = random.weighted(reads.map((entry) => [entry, entry.weight] as const));
  return { read, target: random.pick(read.targets) };
}

/**
 * Makes every read of every sampled target once, so what the service computes on first use (payload
 * bodies, a seeded run's comparison rows) is in place before a memory baseline is taken.
 */
export async function warmUp(session: ServiceSession, reads: readonly LoadRead[]): Promise<void> {
  for (const read of reads) {
    await Promise.all(
      read.targets.map(async (target) => {
        const response = await read.request(session, target);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`warm-up: ${read.name} ${target} answered ${response.status}`);
      }),
    );
  }
}

/** Samples the service and makes every read once (see warmUp); answers the reads. */
export async function warmUpService(api: string, loadUser: string): Promise<LoadRead[]> {
  const session = serviceSession(api);
  const reads = loadReads(await readSample(session, SAMPLE_SIZE), loadUser);
  await warmUp(session, reads);
  return reads;
}
