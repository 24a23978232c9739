import { describe, expect, it } from 'vitest';
import { rateAxis } from './rate-axis';

describe('a pass-rate axis', () => {
  it('starts at a round value below the lowest rate, so 70–95% is not a flat line, and says so', () => {
    expect(rateAxis([0.95, 0.72, 0.88])).toEqual({ min: 0.7, ticks: [0.7, 0.8, 0.9, 1], note: 'Axis from 70%' });
  });

  it('keeps the lowest rate off the bottom edge', () => {
    // 70% exactly would sit on the axis's start: it goes one step lower.
    expect(rateAxis([0.7, 0.9]).min).toBe(0.6);
    expect(rateAxis([1, 1]).min).toBe(0.9);
    expect(rateAxis([0.93, 1]).ticks).toEqual([0.9, 0.95, 1]);
    expect(rateAxis([0.91, 1]).min).toBe(0.8);
  });

  it('starts at 0 when the lowest rate is low anyway, or there is none', () => {
    expect(rateAxis([0.25, 0.9])).toEqual({ min: 0, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
    expect(rateAxis([0.5, 0.9])).toEqual({ min: 0.4, ticks: [0.4, 0.6, 0.8, 1], note: 'Axis from 40%' });
    expect(rateAxis([]).min).toBe(0);
  });

  it('has at most six gridlines, on round percentages', () => {
    for (const lowest of [0.31, 0.41, 0.5, 0.63, 0.77, 0.84, 0.99]) {
      const { min, ticks } = rateAxis([lowest]);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks[0]).toBe(min);
      expect(ticks.at(-1)).toBe(1);
      expect(ticks.every((tick) => Number.isInteger(Math.round(tick * 1000) / 5))).toBe(true);
    }
  });
});
