import { describe, expect, it } from 'vitest';
import { alignLines } from './align-lines';

describe('alignLines', () => {
  it('matches equal lines and pairs a changed line side by side', () => {
    expect(alignLines(['a', 'b', 'c'], ['a', 'B', 'c'])).toEqual([
      { kind: 'equal', left: 0, right: 0 },
      { kind: 'changed', left: 1, right: 1 },
      { kind: 'equal', left: 2, right: 2 },
    ]);
  });

  it('keeps the following lines aligned after an insertion or a deletion', () => {
    const rows = alignLines(['a', 'b', 'c', 'd'], ['a', 'x', 'b', 'c']);
    expect(rows).toEqual([
      { kind: 'equal', left: 0, right: 0 },
      { kind: 'added', right: 1 },
      { kind: 'equal', left: 1, right: 2 },
      { kind: 'equal', left: 2, right: 3 },
      { kind: 'removed', left: 3 },
    ]);
  });

  it('handles empty sides', () => {
    expect(alignLines([], ['a'])).toEqual([{ kind: 'added', right: 0 }]);
    expect(alignLines(['a'], [])).toEqual([{ kind: 'removed', left: 0 }]);
  });

  it('pairs lines by position when inputs too large for a full alignment differ everywhere', () => {
    const left = Array.from({ length: 50_000 }, (_, index) => `left ${index}`);
    const right = Array.from({ length: 50_001 }, (_, index) => `right ${index}`);
    const rows = alignLines(left, right);
    expect(rows).toHaveLength(50_001);
    expect(rows[0]).toEqual({ kind: 'changed', left: 0, right: 0 });
    expect(rows.at(-1)).toEqual({ kind: 'added', right: 50_000 });
  });
});
