// The default test server keeps a history store that the screens read: a test that changes the service (starts
// a run) waits until the store has it, as store-server.ts's synced() does for a server of a spec's own.
import { expect, type APIRequestContext } from '@playwright/test';

/** Resolves once the default server's store has a pass begun after this call: what the service holds now is in it. */
export async function storeSynced(request: APIRequestContext): Promise<void> {
  const asked = new Date().toISOString();
  const completeUpTo = async () =>
    ((await (await request.get('/api/history/status')).json()) as { completeUpTo: string | null }).completeUpTo ?? '';
  await expect.poll(async () => (await completeUpTo()) > asked, { timeout: 30_000 }).toBe(true);
}
