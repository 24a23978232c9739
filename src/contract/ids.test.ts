import { describe, expect, it } from 'vitest';
import { isValidDate, isValidTime } from './date-time';
import { isHexId, isNumericId, padId, unpadId } from './ids';

describe('IDs', () => {
  it('pads 1-10 digit IDs to 10 and unpads them back', () => {
    expect(padId('825')).toBe('0000000825');
    expect(unpadId('0000000825')).toBe('825');
    expect(unpadId('0000000000')).toBe('0');
  });
  it('rejects IDs that are not 1-10 digits or 32 hex', () => {
    expect(isNumericId('12345678901')).toBe(false);
    expect(isNumericId('12a')).toBe(false);
    expect(isNumericId('')).toBe(false);
    expect(isHexId('A'.repeat(32))).toBe(true);
    expect(isHexId('G'.repeat(32))).toBe(false);
  });
});

describe('wire dates and times', () => {
  it('accepts real calendar values only', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2025-13-45')).toBe(false);
    expect(isValidTime('23:59:59')).toBe(true);
    expect(isValidTime('25:61:00')).toBe(false);
  });
});
