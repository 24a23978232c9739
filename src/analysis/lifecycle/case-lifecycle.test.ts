import { describe, expect, it } from 'vitest';
import { lifecycleOf } from './case-lifecycle';

/** Results newest first from status codes, each named by its run: 'SESE' is runs r0 (newest) to r3. */
const history = (codes: string) => [...codes].map((STATUS, index) => ({ STATUS, RUN_ID: `r${index}` }));
const classOf = (codes: string) => lifecycleOf(history(codes))?.class ?? null;
const sinceOf = (codes: string) => lifecycleOf(history(codes))?.since.RUN_ID;

describe('lifecycleOf', () => {
  it('has no class for a case that passes, has passed five times since failing, or has no outcome', () => {
    expect(classOf('SSSSSSSS')).toBeNull();
    expect(classOf('SSSSSEEE')).toBeNull();
    expect(classOf('')).toBeNull();
    expect(classOf('RQ')).toBeNull();
  });

  it('calls a failure new when none of the five outcomes before it failed, or there were none', () => {
    expect(classOf('ESSSSS')).toBe('new');
    expect(classOf('E')).toBe('new');
    expect(classOf('ESSSSSE')).toBe('new');
    expect(sinceOf('ESSSSS')).toBe('r0');
    // A failure among the five before: not new but broken since the newest.
    expect(classOf('ESSSSESSSSSS')).toBe('broken');
    expect(sinceOf('ESSSSESSSSSS')).toBe('r0');
  });

  it('calls a case broken since the first failure of its streak', () => {
    expect(classOf('EESSSS')).toBe('broken');
    expect(sinceOf('EESSSS')).toBe('r1');
    expect(classOf('EEEE')).toBe('broken');
    expect(sinceOf('EEEES')).toBe('r3');
  });

  it('calls a case that flips flaky, with its score, whether it passed or failed last', () => {
    expect(classOf('SESESESE')).toBe('flaky');
    expect(classOf('ESESESES')).toBe('flaky');
    expect(lifecycleOf(history('SESESESE'))?.score).toBe(1);
  });

  it('lets three failures in a row win over a flaky past: the case fails now', () => {
    expect(classOf('EEESESESES')).toBe('broken');
    expect(classOf('EESESESESE')).toBe('flaky');
  });

  it('lets a flaky score win over new and recovered', () => {
    // The five before the failure passed, but the older history flips: the score still reaches the threshold.
    expect(lifecycleOf(history('ESSSSSESESESESESESES'))?.score).toBeGreaterThanOrEqual(0.4);
    expect(classOf('ESSSSSESESESESESESES')).toBe('flaky');
    expect(classOf('SSEESESESE')).toBe('flaky');
  });

  it('calls a pass after failures recovered since the first pass, for four passes', () => {
    expect(classOf('SEEEE')).toBe('recovered');
    expect(sinceOf('SSSSEEEE')).toBe('r3');
    expect(classOf('SSSSEEEE')).toBe('recovered');
    expect(classOf('SSSSSEEEE')).toBeNull();
  });

  it('reads outages as no outcome, so an outage neither breaks a streak nor counts as a failure', () => {
    const down = { STATUS: 'A', MESSAGE: 'RFC destination not reachable', RUN_ID: 'down' };
    const [fail, ...rest] = history('EESSSS');
    expect(lifecycleOf([down, fail!, ...rest], ['not reachable'])?.class).toBe('broken');
    expect(lifecycleOf([down, ...history('SSSSSS')], ['not reachable'])).toBeNull();
    expect(lifecycleOf([down, ...history('SSSSSS')])?.class).toBe('new');
  });
});
