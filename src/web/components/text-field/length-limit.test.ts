import { describe, expect, it } from 'vitest';
import { lengthHint, tooLong } from './length-limit';

describe('length counters', () => {
  it('stays quiet until nine tenths of the limit', () => {
    expect(lengthHint(0, 120)).toEqual({ counter: undefined, message: undefined });
    expect(lengthHint(107, 120).counter).toBeUndefined();
    expect(lengthHint(108, 120).counter).toBe('108 / 120');
    expect(lengthHint(112, 120)).toEqual({ counter: '112 / 120', message: undefined });
    expect(lengthHint(54, 60).counter).toBe('54 / 60');
  });

  it('says when the limit is reached, and by how much a text is past it', () => {
    expect(lengthHint(120, 120).message).toBe('Limit reached: at most 120 characters.');
    expect(lengthHint(130, 120)).toEqual({
      counter: '130 / 120',
      message: 'Too long: at most 120 characters, this has 130. Remove 10.',
    });
  });

  it('is a validation error only past the limit', () => {
    expect(tooLong('x'.repeat(60), 60)).toBeUndefined();
    expect(tooLong('x'.repeat(61), 60)).toContain('Remove 1.');
  });
});
