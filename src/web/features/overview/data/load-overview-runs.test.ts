import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { loadOverviewRuns } from './load-overview-runs';
import type { FromOverviewWorker } from './overview-protocol';

setupMockServer();

describe("the overview's runs half", () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the first figures as soon as the newest runs are read, before the older ones', async () => {
    // A worker's clock starts near 0 and the reads take a moment: here no time passes at all.
    vi.spyOn(performance, 'now').mockReturnValue(50);
    const messages: FromOverviewWorker[] = [];
    const peer = new MessageChannel();
    await loadOverviewRuns(
      {
        baseUrl: TEST_BASE_URL,
        range: { from: '2026-10-01', to: '2026-11-20' },
        folders: [],
        types: [],
        user: '',
        outagePatterns: [],
      },
      (message) => messages.push(message),
      peer.port1,
    );
    peer.port1.close();
    const reads = messages.filter((message) => message.type === 'runs read');
    // First the newest days ("so far", read from a day in the range), last everything.
    expect(reads[0]).toMatchObject({ readFrom: expect.stringMatching(/^2026-11-/) });
    expect(reads.at(-1)).toEqual({ type: 'runs read', readFrom: undefined });
    const firstRead = messages.indexOf(reads[0]!);
    expect(
      messages.slice(0, firstRead).some((message) => message.type === 'tile' && message.tile === 'executions'),
    ).toBe(true);
  });
});
