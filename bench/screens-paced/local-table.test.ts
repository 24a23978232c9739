import { describe, expect, it } from 'vitest';
import type { ScreenFigure, Summary } from './figures';
import { localRows, localTable } from './local-table';

const local = (ms: number, firstMs = ms, firstRows?: number): Summary => ({
  complete: { ms, firstMs },
  firstRows: firstRows === undefined ? undefined : { ms: firstRows, firstMs: firstRows },
});

describe('localRows', () => {
  it('judges the complete figure where the target is on it', () => {
    const figure: ScreenFigure = {
      screen: 'Explorer (start)',
      before: local(2400, 2600),
      now: local(280, 350),
      localTarget: 'complete',
    };
    expect(localRows(figure)).toEqual([
      '| Explorer (start) | 2400 | 2600 | 280 | 350 | ≤ 300 ms | missed: 2400 ms | met |',
    ]);
  });

  it('adds a first rows row where they were timed, with the target on it', () => {
    const figure: ScreenFigure = {
      screen: 'Runs list',
      before: local(1500, 1500, 450),
      now: local(700, 900, 240),
      firstRows: true,
      localTarget: 'first rows',
    };
    expect(localRows(figure)).toEqual([
      '| Runs list | 1500 | 1500 | 700 | 900 | – | – | – |',
      '| Runs list: first rows | 450 | 450 | 240 | 240 | ≤ 300 ms | missed: 450 ms | met |',
    ]);
  });

  it('says where a build did not finish or a figure was not taken', () => {
    const figure: ScreenFigure = {
      screen: 'Folder',
      before: { failed: 'timed out' },
      now: local(700),
      firstRows: true,
      localTarget: 'first rows',
    };
    expect(localRows(figure)).toEqual([
      '| Folder | did not finish: timed out | – | 700 | 700 | – | – | – |',
      '| Folder: first rows | did not finish: timed out | – | – | – | ≤ 300 ms | not measured | not measured |',
    ]);
  });

  it('makes a table whose header is as wide as its rows', () => {
    const figure: ScreenFigure = { screen: 'Overview', before: local(900), now: local(500) };
    const [head, separator, row] = localTable([figure]).split('\n');
    expect(head!.split('|')).toHaveLength(row!.split('|').length);
    expect(separator!.split('|')).toHaveLength(row!.split('|').length);
  });
});
