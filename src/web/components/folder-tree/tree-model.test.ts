import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../contract/records';
import { treeKey } from './tree-keyboard';
import { addLevel, emptyTree, flattenTree } from './tree-model';

const folder = (id: string, parent: string, name = `Folder ${id}`) =>
  ({ SCNRID: id, PARENTID: parent, DESCR: name }) as Scenario;
const TOP = '0000000000';

function sampleTree() {
  const tree = emptyTree();
  // Top level with one level ahead: A has children, B does not.
  addLevel(tree, TOP, [
    folder('A', TOP, 'Alpha'),
    folder('A1', 'A', 'Apple'),
    folder('B', TOP, 'Beta'),
    folder('C', TOP, 'Cherry'),
  ]);
  addLevel(tree, 'A', [folder('A1', 'A', 'Apple'), folder('A2', 'A', 'Avocado'), folder('A1x', 'A1', 'Deep')]);
  return tree;
}

describe('flattenTree', () => {
  it('shows top-level folders, with expandability known one level ahead', () => {
    const rows = flattenTree(sampleTree(), new Set());
    expect(rows.map((row) => [row.id, row.level, row.posinset, row.setsize, row.expanded])).toEqual([
      ['A', 1, 1, 3, false],
      ['B', 1, 2, 3, undefined],
      ['C', 1, 3, 3, undefined],
    ]);
  });

  it('shows the children of open folders depth-first, and marks an open folder still loading', () => {
    const rows = flattenTree(sampleTree(), new Set(['A', 'A1']));
    expect(rows.map((row) => row.id)).toEqual(['A', 'A1', 'A2', 'B', 'C']);
    expect(rows[1]).toMatchObject({ level: 2, posinset: 1, setsize: 2, expanded: true, loading: true });
  });
});

describe('treeKey (WAI-ARIA tree keyboard)', () => {
  const closed = flattenTree(sampleTree(), new Set());
  const open = flattenTree(sampleTree(), new Set(['A']));

  it('moves with arrows, Home and End', () => {
    expect(treeKey(closed, 'A', 'ArrowDown')).toEqual({ focus: 'B' });
    expect(treeKey(closed, 'A', 'ArrowUp')).toEqual({ focus: 'A' });
    expect(treeKey(closed, 'B', 'End')).toEqual({ focus: 'C' });
    expect(treeKey(closed, 'C', 'Home')).toEqual({ focus: 'A' });
  });

  it('opens with Right, enters with Right, closes with Left and goes to the parent with Left', () => {
    expect(treeKey(closed, 'A', 'ArrowRight')).toEqual({ expand: ['A'] });
    expect(treeKey(open, 'A', 'ArrowRight')).toEqual({ focus: 'A1' });
    expect(treeKey(open, 'A', 'ArrowLeft')).toEqual({ collapse: 'A' });
    expect(treeKey(open, 'A2', 'ArrowLeft')).toEqual({ focus: 'A' });
    expect(treeKey(closed, 'B', 'ArrowRight')).toEqual({});
  });

  it('selects with Enter, expands siblings with *, and jumps by typed letter', () => {
    expect(treeKey(closed, 'B', 'Enter')).toEqual({ select: 'B' });
    expect(treeKey(closed, 'B', ' ')).toEqual({ select: 'B' });
    expect(treeKey(closed, 'B', '*')).toEqual({ expand: ['A'] });
    expect(treeKey(closed, 'A', 'c')).toEqual({ focus: 'C', typed: 'c' });
    expect(treeKey(open, 'A1', 'a')).toEqual({ focus: 'A2', typed: 'a' });
    expect(treeKey(closed, 'A', 'Shift')).toBeUndefined();
  });

  it('matches the start of folder names as several letters are typed (type-ahead)', () => {
    // "a" from Alpha moves on to Apple; "av" then refines to Avocado; "al" wraps round to Alpha.
    expect(treeKey(open, 'A', 'a')).toEqual({ focus: 'A1', typed: 'a' });
    expect(treeKey(open, 'A1', 'v', 'a')).toEqual({ focus: 'A2', typed: 'av' });
    expect(treeKey(open, 'A1', 'l', 'a')).toEqual({ focus: 'A', typed: 'al' });
    // A further letter that still fits the focused folder keeps it; capitals match too.
    expect(treeKey(open, 'A1', 'P', 'a')).toEqual({ focus: 'A1', typed: 'aP' });
    expect(treeKey(open, 'A1', 'p', 'ap')).toEqual({ focus: 'A1', typed: 'app' });
    // The same letter again steps through the folders starting with it.
    expect(treeKey(open, 'A1', 'a', 'a')).toEqual({ focus: 'A2', typed: 'aa' });
    // No match: focus stays, the text is kept for the next key.
    expect(treeKey(open, 'A1', 'x', 'a')).toEqual({ typed: 'ax' });
  });

  it('treats a space or * typed mid-name as part of the name', () => {
    const tree = emptyTree();
    addLevel(tree, TOP, [
      folder('P', TOP, 'Procure to Pay'),
      folder('Q', TOP, 'Procure*'),
      folder('R', TOP, 'Procurement'),
    ]);
    const rows = flattenTree(tree, new Set());
    expect(treeKey(rows, 'R', ' ', 'procure')).toEqual({ focus: 'P', typed: 'procure ' });
    expect(treeKey(rows, 'P', '*', 'procure')).toEqual({ focus: 'Q', typed: 'procure*' });
  });
});
