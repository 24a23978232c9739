// For UI tests of the needs-triage screen's queue and outage rule: msw handlers that answer what the contract
// (contract/dashboard-api/triage-*.ts, needs-triage.ts) says, over a small state a test sets up and reads back.
// Not the run's dashboard server (dashboard-global-setup.ts), whose store every jsdom file shares: the queue's
// window ends on the server's today, so its seeded failures leave it weeks after 2026-11-20; a cause that came back
// after its fix needs a run started after the fix; and the outage rule is one for the whole store, which the
// runs' pass rates on other files' screens follow.
import { http, HttpResponse } from 'msw';
import { DEFAULT_QUARANTINE_PASSES } from '../../contract/dashboard-api/triage-quarantine';
import { putOutageRuleBodySchema, type OutageRule } from '../../contract/dashboard-api/triage-outage-rule';
import { TRIAGE_CATEGORIES } from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import type { NeedsTriage } from '../../contract/dashboard-api/needs-triage';
import type { TriageSettings } from '../../contract/dashboard-api/triage-settings';
import { putSuggestionRuleBodySchema, type SuggestionRule } from '../../contract/dashboard-api/triage-suggestions';
import { TEST_ORIGIN } from './mock-server';

const api = (path: string) => `${TEST_ORIGIN}/api${path}`;
const problem = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });
const NOW = '2026-11-20T10:00:00Z';

export interface TriageState {
  user: string;
  canChange: boolean;
  outageRule: OutageRule;
  suggestionRule: SuggestionRule;
  needsTriage: NeedsTriage;
  /** Each request's method, path and search or body, in order. */
  asked: string[];
}

export function triageState(overrides: Partial<TriageState> = {}): TriageState {
  return {
    user: 'QA_LEAD',
    canChange: true,
    outageRule: { patterns: ['system is down', 'connection refused'], version: 0, changedAt: null, changedBy: null },
    suggestionRule: { enabled: false, minScore: 0.9, version: 0, changedAt: null, changedBy: null },
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
  suggestionRule: state.suggestionRule,
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
    http.put(api(TRIAGE_PATHS.suggestionRule), async ({ request }) => {
      await record(request);
      const no = refused();
      if (no) return no;
      const parsed = putSuggestionRuleBodySchema.safeParse(await request.json());
      if (!parsed.success) return bodyProblem(parsed.error.issues);
      if (parsed.data.version !== state.suggestionRule.version)
        return problem(409, 'CONFLICT', 'The suggestion rule was changed since; read it again.');
      const { enabled, minScore } = parsed.data;
      state.suggestionRule = {
        enabled,
        minScore,
        version: state.suggestionRule.version + 1,
        changedAt: NOW,
        changedBy: state.user,
      };
      return HttpResponse.json(state.suggestionRule);
    }),
  ];
}
