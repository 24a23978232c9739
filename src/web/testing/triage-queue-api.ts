// For UI tests of the triage screens' queue, quarantine and outage rule (decisions: triage-api.ts): msw handlers
// that answer what the contract (contract/dashboard-api/triage-*.ts, needs-triage.ts) says, over a small state a
// test sets up and reads back.
import { http, HttpResponse } from 'msw';
import {
  DEFAULT_QUARANTINE_PASSES,
  enterQuarantineBodySchema,
  leaveQuarantineBodySchema,
  type ListedQuarantine,
} from '../../contract/dashboard-api/triage-quarantine';
import { putOutageRuleBodySchema, type OutageRule } from '../../contract/dashboard-api/triage-outage-rule';
import { TRIAGE_CATEGORIES } from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import type { NeedsTriage } from '../../contract/dashboard-api/needs-triage';
import type { TriageSettings } from '../../contract/dashboard-api/triage-settings';
import { TEST_ORIGIN } from './mock-server';

const api = (path: string) => `${TEST_ORIGIN}/api${path}`;
const problem = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });
const NOW = '2026-11-20T10:00:00Z';

export interface TriageState {
  user: string;
  canChange: boolean;
  outageRule: OutageRule;
  quarantines: ListedQuarantine[];
  needsTriage: NeedsTriage;
  /** Each request's method, path and search or body, in order. */
  asked: string[];
}

export const quarantine = (overrides: Partial<ListedQuarantine> = {}): ListedQuarantine => ({
  id: 1,
  CASEID: '0000000825',
  reason: 'Flaky: the target system answers late at night',
  since: '2026-11-18T08:30:00Z',
  by: 'QA_LEAD',
  passesNeeded: DEFAULT_QUARANTINE_PASSES,
  passesInARow: 2,
  leftAt: null,
  leftBy: null,
  leftHow: null,
  testCase: {
    description: 'Sales order to the billing interface',
    folder: { id: '0000000042', name: 'Billing' },
  },
  ...overrides,
});

export function triageState(overrides: Partial<TriageState> = {}): TriageState {
  return {
    user: 'QA_LEAD',
    canChange: true,
    outageRule: { patterns: ['system is down', 'connection refused'], version: 0, changedAt: null, changedBy: null },
    quarantines: [],
    needsTriage: { from: '2026-10-22', total: { signatures: 0, failures: 0 }, entries: [] },
    asked: [],
    ...overrides,
  };
}

const settingsOf = (state: TriageState): TriageSettings => ({
  categories: Object.entries(TRIAGE_CATEGORIES).map(([code, label]) => ({
    code: code as keyof typeof TRIAGE_CATEGORIES,
    label,
  })),
  ticketUrl: 'https://jira.example.com/browse/{key}',
  defaultQuarantinePasses: DEFAULT_QUARANTINE_PASSES,
  outageRule: state.outageRule,
  you: state.canChange
    ? { user: state.user, canChange: true, why: '' }
    : { user: state.user, canChange: false, why: `The service does not let ${state.user} start runs.` },
});

/** The body's problems as the server says them (server/history/api/body-input.ts): each member by its path. */
function bodyProblem(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const sentences = issues.map((issue) => `"${issue.path.map(String).join('.')}" ${issue.message}.`);
  return problem(400, 'BAD_BODY', sentences.join(' '));
}

/** The triage endpoints over `state`; writes by a user who may not change are 403s. */
export function triageHandlers(state: TriageState) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? url.search : ` ${await request.clone().text()}`;
    state.asked.push(`${request.method} ${url.pathname}${body}`);
  };
  const refused = () =>
    state.canChange ? undefined : problem(403, 'NOT_AUTHORIZED', `${state.user} may not change decisions.`);
  return [
    http.get(api(TRIAGE_PATHS.settings), async ({ request }) => {
      await record(request);
      return HttpResponse.json(settingsOf(state));
    }),
    http.get(api(TRIAGE_PATHS.needsTriage), async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.needsTriage);
    }),
    http.get(api(TRIAGE_PATHS.quarantine), async ({ request }) => {
      await record(request);
      const withEnded = new URL(request.url).searchParams.get('left') === 'X';
      return HttpResponse.json({
        quarantines: state.quarantines.filter((each) => withEnded || each.leftAt === null),
      });
    }),
    http.post(api(TRIAGE_PATHS.quarantine), async ({ request }) => {
      await record(request);
      const no = refused();
      if (no) return no;
      const parsed = enterQuarantineBodySchema.safeParse(await request.json());
      if (!parsed.success) return bodyProblem(parsed.error.issues);
      const entered = quarantine({
        id: state.quarantines.length + 1,
        ...parsed.data,
        since: NOW,
        by: state.user,
        passesInARow: 0,
      });
      state.quarantines.unshift(entered);
      return HttpResponse.json(entered);
    }),
    http.post(api(TRIAGE_PATHS.leaveQuarantine), async ({ request }) => {
      await record(request);
      const no = refused();
      if (no) return no;
      const parsed = leaveQuarantineBodySchema.safeParse(await request.json());
      if (!parsed.success) return bodyProblem(parsed.error.issues);
      const index = state.quarantines.findIndex((each) => each.CASEID === parsed.data.CASEID && !each.leftAt);
      if (index < 0) return problem(404, 'NOT_FOUND', 'The test case is not in quarantine.');
      const left = { ...state.quarantines[index]!, leftAt: NOW, leftBy: state.user, leftHow: 'hand' as const };
      state.quarantines[index] = left;
      return HttpResponse.json(left);
    }),
    http.put(api(TRIAGE_PATHS.outageRule), async ({ request }) => {
      await record(request);
      const no = refused();
      if (no) return no;
      const parsed = putOutageRuleBodySchema.safeParse(await request.json());
      if (!parsed.success) return bodyProblem(parsed.error.issues);
      if (parsed.data.version !== state.outageRule.version)
        return problem(409, 'CONFLICT', 'The outage rule was changed since; read it again.');
      state.outageRule = {
        patterns: parsed.data.patterns,
        version: state.outageRule.version + 1,
        changedAt: NOW,
        changedBy: state.user,
      };
      return HttpResponse.json(state.outageRule);
    }),
  ];
}

/** The dashboard server with its store off: every triage read is a 503 STORE_NOT_OPEN. */
export const storeOff = () =>
  http.get(`${TEST_ORIGIN}/api/triage/*`, () =>
    problem(503, 'STORE_NOT_OPEN', 'The server keeps no history (--store none).'),
  );
