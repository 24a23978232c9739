import { describe, expect, it } from 'vitest';
import { readyStatus } from '../../testing/history-ready';
import { freshnessSentence } from './store-freshness';

const at = (time: string) => Date.parse(`2026-12-01T${time}Z`);
const completeAt = (time: string) => new Date(at(time)).toISOString();

describe("a screen's line on how fresh the store's answers are", () => {
  it('says nothing while the history was complete within five minutes', () => {
    expect(freshnessSentence(readyStatus({ completeUpTo: completeAt('10:00:00') }), at('10:04:59'))).toBeUndefined();
  });

  it('says since when, and why, once they are older', () => {
    expect(freshnessSentence(readyStatus({ completeUpTo: completeAt('10:00:00') }), at('10:12:00'))).toBe(
      'These figures are as of 2026-12-01 10:00 UTC, 12 min 00 s ago: the history sync has not caught up with the service since.',
    );
    const down = readyStatus({
      completeUpTo: completeAt('10:00:00'),
      lastError: { message: 'The service could not be reached', at: completeAt('10:11:00') },
    });
    expect(freshnessSentence(down, at('10:12:00'))).toMatch(/the service has not answered the history sync since/);
  });

  it('says nothing of a store still reading its first history (the screens say that themselves)', () => {
    expect(freshnessSentence(readyStatus({ state: 'syncing', completeUpTo: null }), at('10:12:00'))).toBeUndefined();
  });
});
