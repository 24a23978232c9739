import { describe, expect, it } from 'vitest';
import { openRowSet } from './open-row-set';
import type { RowSet } from './row-set';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 500 }, (_, index) => ({ id: `R${index}`, name: `row ${index}` }));

// In jsdom there is no Worker: the definition is served on the page behind a message channel.
function start(signal = new AbortController().signal): Promise<RowSet<Row>> {
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
