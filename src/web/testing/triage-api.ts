// For UI tests of triage: the dashboard server's /api/triage endpoints as the contract says them, kept in memory
// over the test's mock service (its runs are the failures), with the shared rule telling how each failure meets
// the decisions. Until the server's own endpoints answer in jsdom, this is what the screens are tested against.
import { http, HttpResponse } from 'msw';
import { failureSignature } from '../../analysis/triage/failure-signature';
import { triageOf } from '../../analysis/triage/failure-triage';
import { isFailedDetail } from '../../analysis/run-outcome';
import {
  decisionChangeBodySchema,
  putDecisionBodySchema,
  TRIAGE_CATEGORIES,
  type Decision,
  type DecisionTarget,
} from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import type { DecisionHistory, DecisionState } from '../../contract/dashboard-api/triage-decision-history';
import type { TriageSettings } from '../../contract/dashboard-api/triage-settings';
import type { MockServer } from './mock-server';
import { TEST_ORIGIN } from './mock-server';
import { runTriageCounts } from '../../analysis/triage/run-triage-counts';

type Change = DecisionHistory['changes'][number];

export interface TriageApiOptions {
  user?: string;
  canChange?: boolean;
  ticketUrl?: string | null;
  /** The clock of decisions made through the API. */
  now?: string;
  /** The outage rule's texts; none by default, so the mock's aborts are failures to triage. */
  outagePatterns?: readonly string[];
}

const url = (path: string) => `${TEST_ORIGIN}/api${path}`;
const problem = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });
const stateOf = ({ category, ticket, owner, note, fixedAt, fixedBy, withdrawn }: Decision): DecisionState => ({
  category,
  ticket,
  owner,
  note,
  fixedAt,
  fixedBy,
  withdrawn,
});
const targetKey = (target: DecisionTarget) =>
  target.kind === 'signature' ? `s|${target.OBJDEFID}|${target.cause}` : `f|${target.RUN_ID}|${target.CASEID}`;
const sameTarget = (a: DecisionTarget, b: DecisionTarget) => targetKey(a) === targetKey(b);

const MADE_LONG_AGO = {
  category: 'investigate',
  ticket: '',
  owner: '',
  note: '',
  decidedAt: '2020-01-01T08:00:00Z',
  decidedBy: 'LEAD',
  changedAt: '2020-01-01T08:00:00Z',
  changedBy: 'LEAD',
  fixedAt: null,
  fixedBy: null,
  withdrawn: false,
} satisfies Omit<Decision, 'id' | 'version' | 'target'>;

export function triageApi(mock: MockServer, options: TriageApiOptions = {}) {
  const {
    user = 'LEAD',
    canChange = true,
    ticketUrl = null,
    now = '2030-01-01T08:00:00Z',
    outagePatterns = [],
  } = options;
  const decisions: Decision[] = [];
  const changes = new Map<number, Change[]>();
  const settings: TriageSettings = {
    categories: Object.entries(TRIAGE_CATEGORIES).map(([code, label]) => ({ code, label }) as never),
    ticketUrl,
    defaultQuarantinePasses: 5,
    outageRule: { patterns: [...outagePatterns], version: 0, changedAt: null, changedBy: null },
    you: { user, canChange, why: canChange ? '' : `The service does not let ${user} start runs.` },
  };

  /**
   * Puts a decision in as if made earlier (by `decidedAt`), for tests of carried and regressed failures: what is
   * not given is that of one made by LEAD in 2020, in force, with nothing but its category.
   */
  const seed = (made: Pick<Decision, 'target'> & Partial<Omit<Decision, 'id' | 'version'>>) => {
    const decision: Decision = { ...MADE_LONG_AGO, ...made, id: decisions.length + 1, version: 1 };
    decisions.push(decision);
    changes.set(decision.id, [
      {
        version: 1,
        action: 'made',
        at: decision.decidedAt,
        by: decision.decidedBy,
        before: null,
        after: stateOf(decision),
      },
    ]);
    return decision;
  };

  const record = (decision: Decision, action: Change['action'], before: DecisionState | null, by = user) => {
    decision.version += 1;
    decision.changedAt = now;
    decision.changedBy = by;
    changes
      .get(decision.id)!
      .unshift({ version: decision.version, action, at: now, by, before, after: stateOf(decision) });
  };

  const runTriage = (runId: string) => {
    const run = mock.service.store.runs.get(runId);
    if (!run) return null;
    const active = decisions.filter((decision) => !decision.withdrawn);
    const find = (target: DecisionTarget) => active.find((decision) => sameTarget(decision.target, target));
    const failures = run.details.filter(isFailedDetail).map((detail) => {
      const signature = failureSignature(detail);
      const verdict = triageOf(
        { ...run.record, STATUS: detail.STATUS, MESSAGE: detail.MESSAGE },
        {
          ownDecision: find({ kind: 'failure', RUN_ID: runId, CASEID: detail.CASEID }),
          signatureDecision: find({ kind: 'signature', ...signature }),
          outagePatterns: settings.outageRule.patterns,
        },
      );
      return {
        RUN_ID: runId,
        CASEID: detail.CASEID,
        OBJDEFID: detail.OBJDEFID,
        STATUS: detail.STATUS,
        MESSAGE: detail.MESSAGE,
        cause: signature.cause,
        quarantine: null,
        ...verdict,
      };
    });
    return { RUN_ID: runId, failures, counts: runTriageCounts(failures) };
  };

  /** Reads the body of a change, or answers why it cannot be made. */
  const changeOf = async (request: Request) => {
    if (!canChange) return { answer: problem(403, 'NOT_AUTHORIZED', settings.you.why) };
    const body = decisionChangeBodySchema.safeParse(await request.json());
    const decision = body.success ? decisions.find((each) => each.id === body.data.id) : undefined;
    if (!decision) return { answer: problem(404, 'NOT_FOUND', 'There is no such decision.') };
    if (decision.version !== body.data!.version)
      return { answer: problem(409, 'CONFLICT', 'The decision was changed since you read it.') };
    return { decision };
  };

  const handlers = [
    http.get(url(TRIAGE_PATHS.settings), () => HttpResponse.json(settings)),
    // A store that holds no finished read of any run: the screens read each run from the service.
    http.get(url('/run'), () => HttpResponse.json(null)),
    http.get(url(TRIAGE_PATHS.decisions), ({ request }) => {
      const asked = new URL(request.url).searchParams;
      const causes = asked.getAll('cause');
      const caseId = asked.get('case');
      // A test case's failures meet the decisions on them and on signatures of the case's automation object.
      const objectOfCase = caseId ? mock.service.store.testCases.get(caseId)?.OBJDEFID : undefined;
      return HttpResponse.json({
        decisions: decisions.filter(({ target, withdrawn }) =>
          withdrawn && asked.get('withdrawn') !== 'X'
            ? false
            : target.kind === 'signature'
              ? causes.includes(target.cause) || target.OBJDEFID === objectOfCase
              : target.CASEID === caseId,
        ),
      });
    }),
    http.get(url(TRIAGE_PATHS.run), ({ request }) =>
      HttpResponse.json(runTriage(new URL(request.url).searchParams.get('id')!.toUpperCase())),
    ),
    http.get(url(TRIAGE_PATHS.history), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const decision = decisions.find((each) => each.id === id);
      if (!decision) return problem(404, 'NOT_FOUND', 'There is no such decision.');
      return HttpResponse.json({ decision, changes: changes.get(id) });
    }),
    http.put(url(TRIAGE_PATHS.decision), async ({ request }) => {
      if (!canChange) return problem(403, 'NOT_AUTHORIZED', settings.you.why);
      const body = putDecisionBodySchema.safeParse(await request.json());
      if (!body.success) {
        const [issue] = body.error.issues;
        return problem(400, 'BAD_REQUEST', `"${issue!.path.join('.')}" ${issue!.message}`);
      }
      const { target, version, ...content } = body.data;
      const existing = decisions.find((each) => sameTarget(each.target, target));
      if ((existing?.version ?? 0) !== version)
        return problem(409, 'CONFLICT', 'The decision was changed since you read it.');
      if (!existing)
        return HttpResponse.json(
          seed({
            target,
            ...content,
            decidedAt: now,
            decidedBy: user,
            changedAt: now,
            changedBy: user,
            fixedAt: null,
            fixedBy: null,
            withdrawn: false,
          }),
        );
      const before = stateOf(existing);
      Object.assign(existing, content, { withdrawn: false });
      record(existing, before.withdrawn ? 'made' : 'changed', before);
      return HttpResponse.json(existing);
    }),
    http.post(url(TRIAGE_PATHS.fixed), async ({ request }) => {
      const { decision, answer } = await changeOf(request);
      if (!decision) return answer;
      const before = stateOf(decision);
      Object.assign(decision, { fixedAt: now, fixedBy: user });
      record(decision, 'fixed', before);
      return HttpResponse.json(decision);
    }),
    http.post(url(TRIAGE_PATHS.reopen), async ({ request }) => {
      const { decision, answer } = await changeOf(request);
      if (!decision) return answer;
      const before = stateOf(decision);
      Object.assign(decision, { fixedAt: null, fixedBy: null });
      record(decision, 'reopened', before);
      return HttpResponse.json(decision);
    }),
    http.post(url(TRIAGE_PATHS.undo), async ({ request }) => {
      const { decision, answer } = await changeOf(request);
      if (!decision) return answer;
      const [last] = changes.get(decision.id)!;
      const before = stateOf(decision);
      Object.assign(decision, last!.before ?? { withdrawn: true });
      record(decision, 'undone', before);
      return HttpResponse.json(decision);
    }),
  ];
  mock.server.use(...handlers);
  return {
    seed,
    decisions,
    /** Another user's change made meanwhile: the version the page saw is then older. */
    changeElsewhere(id: number, content: Partial<DecisionState>) {
      const decision = decisions.find((each) => each.id === id)!;
      const before = stateOf(decision);
      Object.assign(decision, content);
      record(decision, 'changed', before, 'OTHER');
    },
  };
}
