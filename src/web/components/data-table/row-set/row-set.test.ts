import { describe, expect, it } from 'vitest';
import { openRowSet } from './open-row-set';
import type { RowSet } from './row-set';
import type { RowSetDefinition } from './serve-row-set';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 500 }, (_, index) => ({ id: `R${index}`, name: `row ${index}` }));

// In jsdom there is no Worker: the definition is served on the page behind a message channel.
function start(
  signal = new AbortController().signal,
  steps: Pick<RowSetDefinition<Row, null>, 'refine' | 'refresh'> = {},
): Promise<RowSet<Row>> {
  return openRowSet<Row, null>(
    {
      worker: () => {
        throw new Error('no worker in jsdom');
      },
      definition: async () => ({
        async *load() {
          yield ROWS;
        },
        columns: { Name: (row: Row) => row.name },
        rowId: (row: Row) => row.id,
        ...steps,
      }),
      reviveError: (error) => new Error(error.message),
      rowId: (row) => row.id,
    },
    null,
    signal,
  );
}

const open = () => start().then((rowSet) => rowSet.complete());

/** Resolves at the row set's next change of state. */
const nextChange = (rowSet: RowSet<Row>) =>
  new Promise<void>((resolve) => {
    const stop = rowSet.subscribe(() => {
      stop();
      resolve();
    });
  });

describe('RowSet.rowAt', () => {
  it('has the first rows as soon as they are counted, so the first screen renders once, with its rows', async () => {
    const rowSet = await start().then((opened) => opened.ready());
    expect(rowSet.getState().count).toBe(500);
    expect(rowSet.rowAt(0)).toEqual(ROWS[0]);
    expect(rowSet.rowAt(99)).toEqual(ROWS[99]);
    // Further rows are asked for by position, as the user scrolls to them.
    await rowSet.complete();
    expect(rowSet.rowAt(100)).toBeUndefined();
    await nextChange(rowSet);
    expect(rowSet.rowAt(100)).toEqual(ROWS[100]);
  });
});

describe('RowSet when rows change', () => {
  it('keeps showing the rows on screen until their new versions arrive, never nothing in between', async () => {
    let score!: () => void;
    const scored = new Promise<void>((resolve) => (score = resolve));
    const rowSet = await start(undefined, {
      async *refine(rows) {
        await scored;
        yield rows.slice(0, 10).map((row, index) => ({ index, row: { ...row, name: `${row.name} (flaky)` } }));
      },
    }).then((opened) => opened.complete());
    expect(rowSet.rowAt(3)).toEqual(ROWS[3]);
    // What a render of the screen would find at each change, until the new version shows.
    const shown: (Row | undefined)[] = [];
    await new Promise<void>((done) => {
      const stop = rowSet.subscribe(() => {
        shown.push(rowSet.rowAt(3));
        if (shown.at(-1)?.name !== 'row 3 (flaky)') return;
        stop();
        done();
      });
      score();
    });
    // A placeholder in between would redraw the row and drop a focused link in it.
    expect(shown).not.toContain(undefined);
    expect(shown[0]).toEqual(ROWS[3]);
  });
});

describe('RowSet.refresh', () => {
  it('puts rows read again in place and new ones first, without reading the list again', async () => {
    const asked: (readonly Row[])[] = [];
    const rowSet = await start(undefined, {
      async *refresh(rows) {
        asked.push(rows);
        // Newest first, as a list read newest first: a new row, a changed one and one read as it was.
        yield [{ id: 'N1', name: 'new row' }, { ...rows[1]!, name: 'row 1 (done)' }, rows[2]!];
      },
    }).then((opened) => opened.complete());
    rowSet.refresh();
    // The refresh may be whole before the subscription starts (CI's busy cores): looked at once at once, too.
    await new Promise<void>((done) => {
      const check = () => {
        if (rowSet.getState().count !== 501) return;
        stop();
        done();
      };
      const stop = rowSet.subscribe(check);
      check();
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(500);
    // The rows shown before stay until the new version's window is here.
    while (rowSet.rowAt(0)?.id !== 'N1') await nextChange(rowSet);
    expect(rowSet.rowAt(0)).toEqual({ id: 'N1', name: 'new row' });
    expect(rowSet.rowAt(2)).toEqual({ id: 'R1', name: 'row 1 (done)' });
    expect(rowSet.rowAt(3)).toEqual(ROWS[2]);
    expect(await rowSet.idsInView()).toHaveLength(501);
  });
});

describe('RowSet.rowById', () => {
  it('answers at once for a row the page holds', async () => {
    const rowSet = await open();
    rowSet.rowAt(200);
    await nextChange(rowSet);
    expect(rowSet.rowById('R203')).toEqual(ROWS[203]);
  });

  it('asks the worker for a row the page does not hold, and has it at the next change', async () => {
    const rowSet = await open();
    expect(rowSet.rowById('R450')).toBeUndefined();
    await nextChange(rowSet);
    expect(rowSet.rowById('R450')).toEqual(ROWS[450]);
  });

  it('has nothing for an ID no loaded row has, and that answer changes nothing', async () => {
    const rowSet = await open();
    expect(rowSet.rowById('nobody')).toBeUndefined();
    rowSet.rowById('R499');
    // The first change is the answer about R499: the one about "nobody", which came first, made none.
    await nextChange(rowSet);
    expect(rowSet.rowById('R499')).toEqual(ROWS[499]);
    expect(rowSet.rowById('nobody')).toBeUndefined();
  });
});

/** 'loaded' if `promise` settles within `ms`, else 'stopped'. */
const within = (ms: number, promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'loaded'), new Promise((resolve) => setTimeout(() => resolve('stopped'), ms))]);

describe('openRowSet', () => {
  it('loads every row while nobody has stopped it', async () => {
    expect(
      await within(
        2000,
        start().then((rowSet) => rowSet.complete()),
      ),
    ).toBe('loaded');
  });

  it('stops a row set whose reader left while its worker was being opened', async () => {
    const left = new AbortController();
    const opening = start(left.signal);
    left.abort();
    expect(
      await within(
        500,
        opening.then((rowSet) => rowSet.complete()),
      ),
    ).toBe('stopped');
  });
});
