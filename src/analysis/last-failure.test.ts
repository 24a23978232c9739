import { describe, expect, it } from 'vitest';
import { lastFailureOf, othersWithCause } from './last-failure';

/** A result history newest first: [status, message] per result, the runs numbered from the newest. */
const history = (...results: [string, string?][]) =>
  results.map(([STATUS, MESSAGE = ''], index) => ({
    RUN_ID: `R${index}`,
    STATUS,
    MESSAGE,
    STARTED_DATE: `2026-11-${String(20 - index).padStart(2, '0')}`,
    STARTED_TIME: '02:00:00',
  }));

describe('lastFailureOf', () => {
  it('is null when the newest outcome passed (a warning is a pass), or there is none', () => {
    expect(lastFailureOf(history(['S'], ['E', 'boom']))).toBeNull();
    expect(lastFailureOf(history(['W'], ['E', 'boom']))).toBeNull();
    expect(lastFailureOf(history(['R'], ['Q']))).toBeNull();
    expect(lastFailureOf([])).toBeNull();
  });

  it('reads past running and queued results to the newest outcome', () => {
    const last = lastFailureOf(history(['R'], ['E', 'IDoc 0000000001852769 status 51'], ['S']))!;
    expect(last.failure.RUN_ID).toBe('R1');
    expect(last.cause).toBe('IDoc <number> status 51');
  });

  it('counts the failures in a row, an abort among them, and finds the pass before them', () => {
    const last = lastFailureOf(history(['E', 'a'], ['A', 'b'], ['R'], ['E', 'c'], ['S'], ['E', 'a']))!;
    expect(last.streak).toBe(3);
    expect(last.failingSince.RUN_ID).toBe('R3');
    expect(last.lastPass?.RUN_ID).toBe('R4');
  });

  it('has no pass when every outcome read failed', () => {
    const last = lastFailureOf(history(['E', 'a'], ['E', 'a']))!;
    expect(last.streak).toBe(2);
    expect(last.failingSince.RUN_ID).toBe('R1');
    expect(last.lastPass).toBeUndefined();
  });

  it('tells whether the cause is new: earlier failures with the same message once numbers are masked', () => {
    const recurring = lastFailureOf(
      history(
        ['E', 'Table VBAK has no entry for sales order 0006613918'],
        ['S'],
        ['E', 'HTTP 500'],
        ['E', 'Table VBAK has no entry for sales order 0085533152'],
        ['E', 'Table VBAK has no entry for sales order 1'],
      ),
    )!;
    expect(recurring.earlierFailures).toBe(3);
    expect(recurring.sameCauseBefore).toBe(2);
    expect(recurring.lastSameCause?.RUN_ID).toBe('R3');

    const fresh = lastFailureOf(history(['E', 'HTTP 503'], ['E', 'HTTP 500']))!;
    expect(fresh.earlierFailures).toBe(1);
    expect(fresh.sameCauseBefore).toBe(0);
    expect(fresh.lastSameCause).toBeUndefined();
  });

  it('gives a failure without a message a cause of its own', () => {
    expect(lastFailureOf(history(['E']))!.cause).toBe('(no message)');
  });
});

describe('othersWithCause', () => {
  const details = [
    { CASEID: '0000100005', STATUS: 'E', MESSAGE: 'HTTP 500 for order 4711' },
    { CASEID: '0000100006', STATUS: 'E', MESSAGE: 'HTTP 500 for order 4712' },
    { CASEID: '0000100007', STATUS: 'A', MESSAGE: 'HTTP 500 for order 1' },
    { CASEID: '0000100008', STATUS: 'S', MESSAGE: 'HTTP 500 for order 2' },
    { CASEID: '0000100009', STATUS: 'E', MESSAGE: 'Mapping error' },
  ];

  it('counts the failed and aborted others of the run with the cause, not the case itself nor passes', () => {
    expect(othersWithCause(details, 'HTTP 500 for order <number>', '100005')).toBe(2);
    expect(othersWithCause(details, 'Mapping error', '100005')).toBe(1);
    expect(othersWithCause(details, 'Mapping error', '0000100009')).toBe(0);
  });
});
