import { describe, expect, it } from 'vitest';
import type { HistoryStatus } from '../../../../contract/dashboard-api/history-status';
import { historySentence } from './history-line';
import { readyStatus } from '../../../testing/history-ready';

const at = (time: string) => new Date(`2026-12-01T${time}Z`);
const status = (changes: Partial<HistoryStatus>): HistoryStatus =>
  readyStatus({
    store: 'an embedded store',
    completeUpTo: at('15:40:00').toISOString(),
    runs: { kept: 10, read: 10, toRead: 0, archived: 0, readSince: '2026-09-03' },
    syncedAt: at('15:40:05').toISOString(),
    ...changes,
  });

describe("the overview's line on its history", () => {
  it('says how far the history is complete, and what its first sync still reads', () => {
    expect(historySentence(status({}))).toBe('History complete up to 2026-12-01 15:40 UTC.');
    expect(historySentence(status({ state: 'syncing' }))).toBe(
      'History complete up to 2026-12-01 15:40 UTC; reading runs since 2026-09-03.',
    );
    expect(historySentence(status({ state: 'syncing', completeUpTo: null }))).toBe(
      'History being read for the first time; reading runs since 2026-09-03.',
    );
  });

  it('says how long the service has not answered, so the figures are read as that old', () => {
    const down = status({ lastError: { message: 'connect ECONNREFUSED', at: at('15:52:30').toISOString() } });
    expect(historySentence(down)).toBe(
      'History complete up to 2026-12-01 15:40 UTC. The service has not answered for 12 min 30 s: these are the figures kept until then.',
    );
    // A pass that failed once, right after the last complete one, is no outage yet.
    const hiccup = status({ lastError: { message: 'socket hang up', at: at('15:40:20').toISOString() } });
    expect(historySentence(hiccup)).toBe('History complete up to 2026-12-01 15:40 UTC.');
  });
});
