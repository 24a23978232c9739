// Who may change triage decisions: users whom the service lets start runs (issue 62); the others read them. The
// interface has no read of a user's authorisations, so the check asks the one request that needs it, POST
// /testruns, with a body that starts nothing: `{"DATA":{}}` names nothing to run, a 400 by D6
// (docs/interface/decisions.md#starting-runs-d6), while a user who may not start runs gets a 403 that is not a
// CSRF refusal (D5). What this relies on, and the spec does not say: the authorisation is checked before the
// body. The mock does so (mock/http/endpoint.ts); a system that validated the body first would answer every
// user 400, and read-only users could then change decisions (never start a run: the body starts nothing).
import { createHmac, randomBytes } from 'node:crypto';
import { basicAuthUser } from '../../../contract/basic-user';
import { CSRF_HEADER, CSRF_REQUIRED } from '../../../contract/errors';
import type { FetchHandler } from '../../create-server-app';
import { CHECK_TIMEOUT_MS } from './reader-check';
import { credentialsOf, postAsUser } from './service-as-user';
import { REMEMBERED_MS } from './reader-access';

export interface WriterOptions {
  service: FetchHandler;
  /** The user a request without Basic credentials acts as: the mock's user in the demo; none with --backend. */
  defaultUser: string | null;
  now?: () => number;
  timeoutMs?: number;
}

export type Writer =
  | { canChange: true; user: string; why: string }
  | { canChange: false; user: string; why: string; status: 401 | 403 | 503; code: string };

export type WriterCheck = (request: Request) => Promise<Writer>;

const NOTHING_TO_RUN = JSON.stringify({ DATA: {} });
const MAX_REMEMBERED = 5000;

export function createWriterCheck(options: WriterOptions): WriterCheck {
  const { service, defaultUser, now = Date.now, timeoutMs = CHECK_TIMEOUT_MS } = options;
  const secret = randomBytes(32);
  // Both answers are kept: a user's authorisations change rarely, and a screen asks before each form it shows.
  const remembered = new Map<string, { writer: Writer; at: number }>();
  const checking = new Map<string, Promise<Writer>>();

  return async (request) => {
    const user = basicAuthUser(request.headers.get('authorization')) ?? defaultUser;
    if (user === null)
      return {
        canChange: false,
        user: '',
        status: 401,
        code: 'SIGN_IN_REQUIRED',
        why: 'Sign in with your SAP user and password to change triage: the dashboard records who decided.',
      };
    const key = createHmac('sha256', secret)
      .update(`${request.headers.get('authorization') ?? ''}\n${request.headers.get('cookie') ?? ''}`)
      .digest('base64');
    const known = remembered.get(key);
    if (known && now() - known.at < REMEMBERED_MS) return known.writer;
    let pending = checking.get(key);
    if (!pending) {
      pending = ask(service, request, user, timeoutMs)
        .then((writer) => {
          // An unanswered check is asked again next time; a refusal or a permission is kept.
          if (writer.canChange || writer.status !== 503) {
            remembered.delete(key);
            remembered.set(key, { writer, at: now() });
            if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
          }
          return writer;
        })
        .finally(() => checking.delete(key));
      checking.set(key, pending);
    }
    return pending;
  };
}

async function ask(service: FetchHandler, request: Request, user: string, timeoutMs: number): Promise<Writer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const unanswered = (problem: string): Writer => ({
    canChange: false,
    user,
    status: 503,
    code: 'ACCESS_UNCHECKED',
    why: `Cannot check whether you may change triage: the service is not answering (${problem}). Try again once it is back.`,
  });
  try {
    const sent = await postAsUser(service, credentialsOf(request), '/testruns', NOTHING_TO_RUN, signal);
    if (sent.step === 'token') {
      const { status } = sent.answer;
      if (status === 401 || status === 403) return refused(user, status);
      return unanswered(`HTTP ${status} to a token fetch`);
    }
    const start = sent.answer;
    void start.body?.cancel();
    if (start.status === 400) return { canChange: true, user, why: 'The service lets you start runs.' };
    if (start.status === 401) return refused(user, 401);
    if (start.status === 403 && start.headers.get(CSRF_HEADER) !== CSRF_REQUIRED) return refused(user, 403);
    return unanswered(`HTTP ${start.status} to a start that names nothing to run`);
  } catch (error) {
    return unanswered(error instanceof Error ? error.message : String(error));
  }
}

const refused = (user: string, status: 401 | 403): Writer =>
  status === 401
    ? {
        canChange: false,
        user,
        status,
        code: 'SIGN_IN_REQUIRED',
        why: 'Sign in: the service did not take your credentials.',
      }
    : {
        canChange: false,
        user,
        status,
        code: 'NOT_AUTHORIZED',
        why:
          `The service does not let ${user} start test runs, so ${user} reads triage decisions but cannot change ` +
          'them; ask a lead to change it, or the SAP administrator for a role that starts runs.',
      };
