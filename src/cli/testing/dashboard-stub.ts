// A dashboard server's triage as the contract answers it (src/contract/dashboard-api/run-triage.ts), for the CLI's
// tests: each failure of the asked run, read from the service, gets what `triage` says; the first read of a run
// is `null`, as the store answers before its sync has taken the run in. Every request is recorded.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAILED_STATUSES } from '../../contract/codes';
import { DEFAULT_QUARANTINE_PASSES } from '../../contract/dashboard-api/triage-quarantine';
import { TRIAGE_CATEGORIES, type TriageCategory } from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import type { FailureTriage, RunTriage } from '../../contract/dashboard-api/run-triage';
import type { TriageSettings } from '../../contract/dashboard-api/triage-settings';
import type { TestRun } from '../../contract/records';
import type { ServiceSession } from '../../server/testing/service-session';
import { runTriageCounts } from '../../analysis/triage/run-triage-counts';

export interface DashboardStub {
  url: string;
  requests: { url: URL; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startDashboardStub(
  service: ServiceSession,
  triage: (failure: TestRun['DETAILS'][number]) => Partial<FailureTriage>,
  ticketUrl: string | null,
): Promise<DashboardStub> {
  const requests: DashboardStub['requests'] = [];
  const asked = new Set<string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    requests.push({ url, headers: request.headers });
    const answer = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === `/api${TRIAGE_PATHS.settings}`) return answer(settings(ticketUrl));
    const id = url.searchParams.get('id') ?? '';
    if (url.pathname !== `/api${TRIAGE_PATHS.run}`) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: `${url.pathname} is not here` } }));
    }
    if (!asked.has(id)) {
      asked.add(id);
      return answer(null);
    }
    void runTriage(service, id, triage).then(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function runTriage(
  service: ServiceSession,
  id: string,
  triage: (failure: TestRun['DETAILS'][number]) => Partial<FailureTriage>,
): Promise<RunTriage> {
  const [run] = await service.data<TestRun>(`/testruns/${id}?$includeDetails=true`);
  const failures = run!.DETAILS.filter((row) => FAILED_STATUSES.includes(row.STATUS)).map((row): FailureTriage => ({
    RUN_ID: run!.RUN_ID,
    CASEID: row.CASEID,
    OBJDEFID: row.OBJDEFID,
    STATUS: row.STATUS,
    MESSAGE: row.MESSAGE,
    cause: row.MESSAGE,
    state: 'undecided',
    decision: null,
    quarantine: null,
    rules: [],
    known: false,
    counted: true,
    ...triage(row),
  }));
  return { RUN_ID: run!.RUN_ID, failures, counts: runTriageCounts(failures) };
}

const settings = (ticketUrl: string | null): TriageSettings => ({
  categories: Object.entries(TRIAGE_CATEGORIES).map(([code, label]) => ({ code: code as TriageCategory, label })),
  ticketUrl,
  defaultQuarantinePasses: DEFAULT_QUARANTINE_PASSES,
  outageRule: { patterns: [], version: 0, changedAt: null, changedBy: null },
  suggestionRule: { enabled: false, minScore: 0.9, version: 0, changedAt: null, changedBy: null },
  you: { user: 'CI_USER', canChange: false, why: '' },
});
