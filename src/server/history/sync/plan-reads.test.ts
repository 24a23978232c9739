import { describe, expect, it } from 'vitest';
import { planReads } from './plan-reads';

const limits = { runsPerRead: 10, singleReads: 2 };
const wanted = (day: string, ...ids: string[]) => ids.map((id) => ({ id, day }));

describe('planning the reads of runs to read', () => {
  it('reads a new history newest first in ranges of about the most runs a read should bring', () => {
    const toRead = [
      ...wanted('2026-11-30', 'a', 'b', 'c', 'd', 'e', 'f'),
      ...wanted('2026-11-29', 'g', 'h', 'i', 'j', 'k', 'l'),
      ...wanted('2026-11-28', 'm'),
    ];
    const tallies = [
      { day: '2026-11-30', runs: 6, toRead: 6 },
      { day: '2026-11-29', runs: 6, toRead: 6 },
      { day: '2026-11-28', runs: 1, toRead: 1 },
    ];
    expect(planReads(toRead, tallies, limits)).toEqual([
      { kind: 'days', from: '2026-11-30', to: '2026-11-30', expected: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { kind: 'days', from: '2026-11-28', to: '2026-11-29', expected: ['g', 'h', 'i', 'j', 'k', 'l', 'm'] },
    ]);
  });

  it('reads a changed run among many stored ones by its ID, not with its whole day', () => {
    const tallies = [
      { day: '2026-11-30', runs: 3, toRead: 3 },
      { day: '2026-11-20', runs: 40, toRead: 1 },
    ];
    expect(
      planReads([...wanted('2026-11-30', 'new1', 'new2', 'new3'), ...wanted('2026-11-20', 'merged')], tallies, limits),
    ).toEqual([
      { kind: 'days', from: '2026-11-30', to: '2026-11-30', expected: ['new1', 'new2', 'new3'] },
      { kind: 'run', id: 'merged', day: '2026-11-20' },
    ]);
  });

  it('does not reach over days that hold nothing to read', () => {
    const tallies = [
      { day: '2026-11-30', runs: 1, toRead: 1 },
      { day: '2026-11-29', runs: 5, toRead: 0 },
      { day: '2026-11-28', runs: 1, toRead: 1 },
    ];
    expect(planReads([...wanted('2026-11-30', 'a'), ...wanted('2026-11-28', 'b')], tallies, limits)).toEqual([
      { kind: 'days', from: '2026-11-30', to: '2026-11-30', expected: ['a'] },
      { kind: 'days', from: '2026-11-28', to: '2026-11-28', expected: ['b'] },
    ]);
  });
});
