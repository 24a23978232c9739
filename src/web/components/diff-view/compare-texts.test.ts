import { describe, expect, it } from 'vitest';
import { compareTexts, linesAt, rowAt, rowCount, transferablesOf } from './compare-texts';

const rows = (comparison: ReturnType<typeof compareTexts>) =>
  Array.from({ length: rowCount(comparison) }, (_, index) => rowAt(comparison, index));

describe('compareTexts', () => {
  it('aligns two texts line by line and lists the rows that differ', () => {
    const comparison = compareTexts({ leftText: 'a\nb\nc\nd', rightText: 'a\nB\nc\nd\neee', format: 'FLAT' });
    expect(rows(comparison)).toEqual([
      { kind: 'equal', left: 0, right: 0 },
      { kind: 'changed', left: 1, right: 1 },
      { kind: 'equal', left: 2, right: 2 },
      { kind: 'equal', left: 3, right: 3 },
      { kind: 'added', right: 4 },
    ]);
    expect([...comparison.differences]).toEqual([1, 4]);
    expect(comparison.longest).toBe(3);
    expect(linesAt(comparison, rowAt(comparison, 1))).toEqual({ left: 'b', right: 'B' });
    // A side the row has no line on reads as empty.
    expect(linesAt(comparison, rowAt(comparison, 4))).toEqual({ left: '', right: 'eee' });
  });

  it('compares the texts as the viewer shows them: pretty-printed, line breaks of either kind alike', () => {
    const comparison = compareTexts({
      leftText: '<Order><Id>1</Id>\r\n<Qty>2</Qty></Order>',
      rightText: '<Order>\n  <Id>1</Id>\n  <Qty>3</Qty>\n</Order>',
      format: 'XML',
    });
    expect(rows(comparison).map((row) => row.kind)).toEqual(['equal', 'equal', 'changed', 'equal']);
    expect(linesAt(comparison, rowAt(comparison, 2))).toEqual({ left: '  <Qty>2</Qty>', right: '  <Qty>3</Qty>' });
  });

  it('finds nothing to tell apart in identical texts', () => {
    const comparison = compareTexts({ leftText: 'x\r\ny', rightText: 'x\ny', format: 'FLAT' });
    expect(comparison.differences).toHaveLength(0);
    expect(rows(comparison)).toHaveLength(2);
  });

  it('compares an output that did not change, which a worker can still hand over whole', () => {
    const text = '<Order><Id>1</Id></Order>';
    const comparison = compareTexts({ leftText: text, rightText: text, format: 'XML' });
    expect(rows(comparison)).toEqual([0, 1, 2].map((line) => ({ kind: 'equal', left: line, right: line })));
    expect(linesAt(comparison, rowAt(comparison, 1))).toEqual({ left: '  <Id>1</Id>', right: '  <Id>1</Id>' });
    // postMessage refuses a buffer listed twice: each side keeps line starts of its own.
    expect(new Set(transferablesOf(comparison)).size).toBe(transferablesOf(comparison).length);
  });
});
