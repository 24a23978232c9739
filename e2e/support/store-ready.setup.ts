import { expect, test as setup } from '@playwright/test';

// The default server syncs its history store from the mock at start, and the screens read that store: the tests
// begin once its first sync is whole, as a user's would after the status line says "up to date".
setup('the default server has synced its history store', async ({ request }) => {
  await expect
    .poll(async () => ((await (await request.get('/api/history/status')).json()) as { state: string }).state, {
      message: 'the history store of the default server is ready',
      timeout: 150_000,
      intervals: [500],
    })
    .toBe('ready');
});
