// A client of the service over real HTTP, as the dashboard speaks to it: a session cookie, a CSRF token
// fetched before changing requests, fetched again once when the service says it is required.
import type { StartRunMembers } from '../../contract/requests';

export interface ServiceSession {
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** The DATA of a 200 answer; any other status throws with the answer's text. */
  data<T = Record<string, unknown>>(path: string): Promise<T[]>;
  post(path: string, body: unknown): Promise<Response>;
  /** POST /testruns; answers the response (202 or 200) untouched. */
  startRun(members: StartRunMembers): Promise<Response>;
}

export function serviceSession(api: string, { user }: { user?: string } = {}): ServiceSession {
  let cookie = '';
  let token = '';
  const auth: Record<string, string> = user ? { authorization: `Basic ${btoa(`${user}:secret`)}` } : {};

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${api}${path}`, { headers: { ...auth, ...(cookie ? { cookie } : {}), ...headers } });

  const fetchToken = async () => {
    const response = await get('/', { 'x-csrf-token': 'Fetch' });
    await response.arrayBuffer();
    token = response.headers.get('x-csrf-token') ?? '';
    const session = response.headers.get('set-cookie')?.split(';')[0];
    if (session) cookie = session;
  };

  const post = async (path: string, body: unknown) => {
    if (!token) await fetchToken();
    const send = () =>
      fetch(`${api}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { ...auth, 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      });
    const first = await send();
    if (first.status !== 403 || first.headers.get('x-csrf-token') !== 'Required') return first;
    await first.arrayBuffer();
    await fetchToken();
    return send();
  };

  return {
    get,
    async data<T>(path: string) {
      const response = await get(path);
      if (response.status !== 200)
        throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      return ((await response.json()) as { DATA: T[] }).DATA;
    },
    post,
    startRun: (members) => post('/testruns', { DATA: members }),
  };
}
