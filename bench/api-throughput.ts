// API throughput and latency on the large data set: our server against json-server 0.17 serving the same
// records, both as separate processes on loopback, measured with autocannon in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SERVICE_BASE_PATH } from '../src/contract/base-path';
import { generateStore } from '../src/mock/data/generate-store';
import { folderSubtreeIds } from '../src/mock/queries/select-scenarios';
import { median } from './median';

const OURS = 5311;
const PEER = 5312;
const ROUNDS = 3;
const SECONDS = 5;

export interface ThroughputRow {
  read: string;
  records: number;
  ours: { rps: number; p50: number; p99: number };
  peer: { rps: number; p50: number; p99: number };
}

async function waitFor(url: string, process: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (process.exitCode !== null) throw new Error(`server for ${url} exited with ${process.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(url: string) {
  const results = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({ url, connections: 10, duration: SECONDS });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    results.push(result);
  }
  return {
    rps: Math.round(median(results.map((r) => r.requests.average))),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
  };
}

export async function runApiThroughput(): Promise<ThroughputRow[]> {
  const store = generateStore({ dataset: 'large' });
  // A mid-size folder: the first with between 50 and 500 test cases in its subtree.
  const folderIds = [...store.folders.keys()];
  let chosen = folderIds[0]!;
  let subtree: string[] = [];
  for (const id of folderIds) {
    subtree = folderSubtreeIds(store, id);
    const count = subtree.reduce((sum, folderId) => sum + (store.testCaseIdsByFolder.get(folderId)?.length ?? 0), 0);
    if (count >= 50 && count <= 500 && subtree.length > 3 && subtree.length < 40) {
      chosen = id;
      break;
    }
  }
  const subtreeCases = subtree.flatMap((folderId) => store.testCaseIdsByFolder.get(folderId) ?? []);
  const caseId = [...store.testCases.keys()][5000]!;
  const run = store.runs.get(store.runIdsNewestFirst[0]!)!;

  const dir = mkdtempSync(join(tmpdir(), 'json-server-'));
  const db = {
    testcases: [...store.testCases.values()].map((record) => ({ id: record.CASEID, ...record })),
    scenarios: [...store.folders.values()].map((record) => ({ id: record.SCNRID, ...record })),
    testruns: store.runIdsNewestFirst.slice(0, 2000).map((id) => {
      const stored = store.runs.get(id)!;
      return { id, ...stored.record, DETAILS: stored.details, VARIABLES: stored.variables };
    }),
  };
  writeFileSync(join(dir, 'db.json'), JSON.stringify(db));

  const ours = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/main.ts',
      '--dataset',
      'large',
      '--port',
      String(OURS),
      '--host',
      '127.0.0.1',
      '--fresh',
    ],
    { stdio: 'ignore' },
  );
  const peer = spawn(
    process.execPath,
    [
      'node_modules/json-server/lib/cli/bin.js',
      '--watch',
      join(dir, 'db.json'),
      '--port',
      String(PEER),
      '--host',
      '127.0.0.1',
      '--quiet',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${OURS}${SERVICE_BASE_PATH}/`, ours);
    await waitFor(`http://127.0.0.1:${PEER}/scenarios/${folderIds[0]}`, peer);
    const api = `http://127.0.0.1:${OURS}${SERVICE_BASE_PATH}`;
    const peerUrl = `http://127.0.0.1:${PEER}`;
    const reads: [string, number, string, string][] = [
      ['one test case', 1, `${api}/testcases/${caseId}`, `${peerUrl}/testcases/${caseId}`],
      [
        `test cases of a folder with ${subtree.length - 1} sub-folders`,
        subtreeCases.length,
        `${api}/testcases?SCNRID=${chosen}&$includeSubfolders=true`,
        `${peerUrl}/testcases?${subtree.map((id) => `SCNRID=${id}`).join('&')}`,
      ],
      [
        'top-level folders',
        store.childFolderIds.get('0000000000')!.length,
        `${api}/scenarios?PARENTID=0`,
        `${peerUrl}/scenarios?PARENTID=0000000000`,
      ],
      [
        `a run with ${run.details.length} details`,
        1,
        `${api}/testruns/${run.record.RUN_ID}?$includeDetails=true`,
        `${peerUrl}/testruns/${run.record.RUN_ID}`,
      ],
    ];
    const rows: ThroughputRow[] = [];
    for (const [read, records, oursUrl, peerUrlFor] of reads) {
      rows.push({ read, records, ours: await measure(oursUrl), peer: await measure(peerUrlFor) });
      console.info(`measured: ${read}`);
    }
    return rows;
  } finally {
    ours.kill('SIGTERM');
    peer.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runApiThroughput();
  console.info(
    rows.map((row) => ({
      read: row.read,
      records: row.records,
      ours: row.ours.rps,
      peer: row.peer.rps,
      ratio: (row.ours.rps / row.peer.rps).toFixed(1),
      'ours p99 ms': row.ours.p99,
      'peer p99 ms': row.peer.p99,
    })),
  );
}
