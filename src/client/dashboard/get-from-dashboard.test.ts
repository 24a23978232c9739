import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { setTransport } from '../http/transport';
import { getFromDashboard } from './get-from-dashboard';
import { readFromStore } from './read-from-store';

const answer = z.object({ runs: z.int() });
const serve = (response: () => Response) => setTransport(async () => response());

describe("reads of the dashboard server's own API", () => {
  afterEach(() => setTransport((url, init) => fetch(url, init)));

  it('gives the answer, or the server’s message as an ApiError', async () => {
    serve(() => Response.json({ runs: 3 }));
    expect(await getFromDashboard('/overview', answer)).toEqual({ runs: 3 });
    serve(() => Response.json({ error: { code: 'BAD_QUERY', message: '"from" is required.' } }, { status: 400 }));
    await expect(getFromDashboard('/overview', answer)).rejects.toMatchObject({
      status: 400,
      code: 'BAD_QUERY',
      message: '"from" is required.',
    });
  });

  it('takes a page that is no JSON for no dashboard server, so the screen reads the service', async () => {
    // A web server that answers every path with its single page, as static hosting often does.
    serve(() => new Response('<!doctype html><title>App</title>', { headers: { 'content-type': 'text/html' } }));
    await expect(getFromDashboard('/overview', answer)).rejects.toMatchObject({ status: 404 });
    expect(await readFromStore(() => getFromDashboard('/overview', answer))).toBeNull();
    serve(() => Response.json({ error: { code: 'STORE_NOT_OPEN', message: 'off' } }, { status: 503 }));
    expect(await readFromStore(() => getFromDashboard('/overview', answer))).toBeNull();
  });

  it("says a proxy's failure page is a failure of the dashboard server, not a missing one", async () => {
    serve(
      () =>
        new Response('<html><title>502 Bad Gateway</title></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const failure = getFromDashboard('/overview', answer);
    await expect(failure).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
    await expect(failure).rejects.toThrow('answered GET /api/overview with HTTP 502 (502 Bad Gateway)');
    await expect(readFromStore(() => getFromDashboard('/overview', answer))).rejects.toMatchObject({ status: 502 });
  });
});
