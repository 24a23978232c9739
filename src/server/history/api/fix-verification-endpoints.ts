// The endpoints of a fix's verification (issue 73): asking for one, a write like triage's others (only users whom the
// service lets start runs, who then start its runs), and reading a decision's newest one with its progress.
import {
  latestVerificationSchema,
  verificationQuerySchema,
  verificationSchema,
  verifyFixBodySchema,
} from '../../../contract/dashboard-api/fix-verification';
import { TRIAGE_PATHS } from '../../../contract/dashboard-api/triage-basics';
import { askVerification, latestVerification, verificationOf } from '../triage/verification-rows';
import { define } from './dashboard-endpoints';
import { storeOf, StoreNotOpen } from './store-answers';
import { credentialsOf } from './service-as-user';

export const FIX_VERIFICATION_ENDPOINTS = [
  define({
    method: 'post',
    path: TRIAGE_PATHS.verify,
    operationId: 'verifyTriageFix',
    summary: "Verify a decision's fix by running its test cases again",
    description:
      'Runs the test cases that failed with the signature of a decision marked fixed (its 50 most recent) `runs` ' +
      'times (default 3, at most 10), one run after another and never beside another verification, each started ' +
      'in the name of the requesting user. The decision counts as verified once every run passed; a run with a ' +
      'failure ends it as failed, and a failure with its signature is regressed as any later one. Answers the ' +
      'verification, waiting for its turn; GET /api/triage/decision/verification follows it.',
    body: verifyFixBodySchema,
    refusals: {
      404: 'There is no decision with this ID.',
      409: 'The decision changed since the version named, or its fix is being verified already.',
    },
    answers: verificationSchema,
    handle: async ({ history, triage, request, writer, now }, _query, body) => {
      const db = storeOf(history);
      if (!triage?.verifiers) throw new StoreNotOpen('This server does not verify fixes.');
      const anonymous = request.headers.get('authorization') === null;
      const row = await askVerification(db, body, { user: writer!.user, now }, anonymous);
      triage.verifiers.of(db).asked(row, credentialsOf(request));
      return verificationOf(row);
    },
  }),
  define({
    method: 'get',
    path: TRIAGE_PATHS.verification,
    operationId: 'getTriageFixVerification',
    summary: "A decision's newest fix verification, with its runs so far",
    description:
      'null when none was asked. `state` is waiting, running, verified (every run passed), failed (a run failed; ' +
      '`why` names the case) or stopped (a run could not start, or the server restarted without the credentials ' +
      'to start the next; `why` says which).',
    query: verificationQuerySchema,
    answers: latestVerificationSchema,
    handle: ({ history }, query) => latestVerification(storeOf(history), query.decision),
  }),
];
