import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerOptions } from '../../server-options';
import { chooseStore, describeStore } from './store-target';

describe('where the history is kept', () => {
  it('follows the data it mirrors when --store is not given', () => {
    expect(chooseStore({ backend: 'https://sap:44300' })).toEqual({
      kind: 'embedded',
      dir: resolve('history-store'),
      temporary: false,
    });
    expect(chooseStore({ dataDir: 'mock-data' })).toEqual({
      kind: 'embedded',
      dir: resolve('mock-data', 'history-store'),
      temporary: false,
    });
    expect(chooseStore({})).toMatchObject({ kind: 'embedded', temporary: true });
  });

  it('takes a directory, a PostgreSQL URL or none', () => {
    expect(chooseStore({ given: 'none' })).toEqual({ kind: 'none' });
    expect(chooseStore({ given: '/srv/history', backend: 'https://sap' })).toMatchObject({ dir: '/srv/history' });
    expect(chooseStore({ given: 'postgresql://sync@db/dashboard', backend: 'https://sap' })).toEqual({
      kind: 'postgres',
      url: 'postgresql://sync@db/dashboard',
    });
    expect(describeStore({ kind: 'postgres', url: 'postgres://sync:secret@db/dashboard' })).toBe(
      'PostgreSQL at postgres://sync:***@db/dashboard',
    );
  });

  it('explains a store that would outlast the mock data it mirrors, or names no database', () => {
    expect(() => readServerOptions(['--store', './kept', '--fresh'], {})).toThrow(
      /--store: keeping the history in the directory \.\/kept outlasts the bundled mock's data, which --fresh makes for this start only; leave --fresh out/,
    );
    expect(() =>
      readServerOptions([], { DATABASE_URL: 'postgres://sync:secret@db', BACKEND_URL: 'https://sap' }),
    ).toThrow(/--store: "postgres:\/\/sync:\*\*\*@db" names no database/);
    expect(() => readServerOptions(['--sync-interval', '0'], {})).toThrow(
      /--sync-interval \(or HISTORY_SYNC_INTERVAL\): must be a whole number of seconds from 1 to 3600/,
    );
    expect(readServerOptions(['--store', 'none'], {})).toMatchObject({ store: 'none', syncInterval: 1 });
  });

  it('reads the field comparison settings, and refuses a retention shorter than the window', () => {
    expect(readServerOptions([], {})).toMatchObject({
      comparisonDays: 30,
      comparisonRetentionDays: 90,
      maskComparisonValues: false,
    });
    expect(
      readServerOptions(['--comparison-days', '0', '--mask-comparison-values'], {
        HISTORY_COMPARISON_RETENTION_DAYS: '7',
      }),
    ).toMatchObject({ comparisonDays: 0, comparisonRetentionDays: 7, maskComparisonValues: true });
    expect(() => readServerOptions(['--comparison-days', '120'], {})).toThrow(
      /--comparison-retention: must be at least --comparison-days/,
    );
  });
});
