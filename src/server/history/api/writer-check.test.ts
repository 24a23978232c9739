import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_REQUIRED } from '../../../contract/errors';
import type { FetchHandler } from '../../create-server-app';
import { createWriterCheck } from './writer-check';

const as = (user: string) =>
  new Request('http://dashboard.test/api/triage/decision', {
    headers: { authorization: `Basic ${btoa(`${user}:pw`)}` },
  });

/** A service that hands out a token and answers the start that names nothing to run with `start`. */
function serviceAnswering(start: () => Response) {
  const asked: string[] = [];
  const service: FetchHandler = async (request) => {
    asked.push(request.method);
    if (request.method === 'GET') return new Response('{"DATA":[]}', { headers: { [CSRF_HEADER]: 'token-1' } });
    return start();
  };
  return { service, asked };
}

describe('who may change triage', () => {
  it('asks the service once per user within a few minutes, both for a permission and a refusal', async () => {
    const { service, asked } = serviceAnswering(() => new Response('{}', { status: 400 }));
    const check = createWriterCheck({ service, defaultUser: null });
    expect(await check(as('lead'))).toMatchObject({ canChange: true, user: 'LEAD' });
    await check(as('lead'));
    expect(asked).toEqual(['GET', 'POST']);
  });

  it('does not take a CSRF refusal or a down service for a user without the authorisation', async () => {
    const csrf = serviceAnswering(() => new Response('{}', { status: 403, headers: { [CSRF_HEADER]: CSRF_REQUIRED } }));
    expect(await createWriterCheck({ service: csrf.service, defaultUser: null })(as('lead'))).toMatchObject({
      canChange: false,
      status: 503,
    });
    const down = serviceAnswering(() => new Response('', { status: 502 }));
    const check = createWriterCheck({ service: down.service, defaultUser: null });
    expect(await check(as('lead'))).toMatchObject({ status: 503 });
    // An unanswered check is asked again.
    await check(as('lead'));
    expect(down.asked).toEqual(['GET', 'POST', 'GET', 'POST']);
  });

  it('asks a request without Basic credentials on a real system to sign in, without asking the service', async () => {
    const { service, asked } = serviceAnswering(() => new Response('{}', { status: 400 }));
    const sso = new Request('http://dashboard.test/api/triage/decision', { headers: { cookie: 'MYSAPSSO2=abc' } });
    expect(await createWriterCheck({ service, defaultUser: null })(sso)).toMatchObject({
      canChange: false,
      status: 401,
      why: expect.stringMatching(/records who decided/),
    });
    expect(asked).toEqual([]);
    expect(await createWriterCheck({ service, defaultUser: 'DEVELOPER' })(sso)).toMatchObject({
      canChange: true,
      user: 'DEVELOPER',
    });
  });
});
