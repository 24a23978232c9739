import { describe, expect, it } from 'vitest';
import { loadColumnPreferences, saveColumnPreferences, type ColumnPreferenceStore } from './column-preferences';
import { memoryStorage as storageHolding, refusingStorage } from '../../testing/memory-storage';

const COLUMNS = ['ID', 'Description', 'Document number', 'Started by'];
const DEFAULT_COLUMN_PREFERENCES = { visibility: { 'Started by': false }, order: [], sizing: {} };
const STORE: ColumnPreferenceStore = { key: 'tad.test-columns.v1', defaults: DEFAULT_COLUMN_PREFERENCES };
const COLUMN_PREFERENCES_KEY = STORE.key;

/** A Storage stand-in holding what was written, with the table's entry set to `initial` if given. */
const memoryStorage = (initial?: string) =>
  storageHolding(initial === undefined ? {} : { [COLUMN_PREFERENCES_KEY]: initial });

describe('column preferences', () => {
  it('keeps visibility, order and widths across visits', () => {
    const storage = memoryStorage();
    const chosen = {
      visibility: { 'Started by': true, 'Document number': false },
      order: ['Description', 'ID'],
      sizing: { Description: 420 },
    };
    saveColumnPreferences(STORE, chosen, storage);
    expect(loadColumnPreferences(STORE, COLUMNS, storage)).toEqual(chosen);
  });

  it('starts from the defaults when nothing is stored, and "Reset columns" removes the entry', () => {
    const storage = memoryStorage();
    expect(loadColumnPreferences(STORE, COLUMNS, storage)).toEqual(DEFAULT_COLUMN_PREFERENCES);
    saveColumnPreferences(STORE, { ...DEFAULT_COLUMN_PREFERENCES, sizing: { ID: 90 } }, storage);
    expect(storage.items.has(COLUMN_PREFERENCES_KEY)).toBe(true);
    saveColumnPreferences(STORE, DEFAULT_COLUMN_PREFERENCES, storage);
    expect(storage.items.has(COLUMN_PREFERENCES_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{"visibility": {'],
    ['JSON of another shape', '["ID", "Description"]'],
    ['a width that is not a number', '{"visibility":{},"order":[],"sizing":{"ID":"wide"}}'],
    ['a width no column can have', '{"visibility":{},"order":[],"sizing":{"ID":100000}}'],
    ['visibility that is not true or false', '{"visibility":{"ID":"no"},"order":[],"sizing":{}}'],
    ['a missing part', '{"visibility":{},"sizing":{}}'],
  ])('ignores stored data that is %s', (_, stored) => {
    expect(loadColumnPreferences(STORE, COLUMNS, memoryStorage(stored))).toEqual(DEFAULT_COLUMN_PREFERENCES);
  });

  it('drops columns that no longer exist and repeated entries, keeping the rest', () => {
    const stored = JSON.stringify({
      visibility: { Gone: false, ID: false },
      order: ['Gone', 'Description', 'Description', 'ID'],
      sizing: { Gone: 300, 'Document number': 120 },
    });
    expect(loadColumnPreferences(STORE, COLUMNS, memoryStorage(stored))).toEqual({
      visibility: { 'Started by': false, ID: false },
      order: ['Description', 'ID'],
      sizing: { 'Document number': 120 },
    });
  });

  it('survives storage the browser refuses to read or write', () => {
    expect(loadColumnPreferences(STORE, COLUMNS, refusingStorage)).toEqual(DEFAULT_COLUMN_PREFERENCES);
    expect(() =>
      saveColumnPreferences(STORE, { ...DEFAULT_COLUMN_PREFERENCES, order: ['ID'] }, refusingStorage),
    ).not.toThrow();
  });

  it("keeps each table's columns apart", () => {
    const storage = memoryStorage();
    const other: ColumnPreferenceStore = {
      key: 'tad.other-columns.v1',
      defaults: { visibility: {}, order: [], sizing: {} },
    };
    saveColumnPreferences(STORE, { ...DEFAULT_COLUMN_PREFERENCES, order: ['ID'] }, storage);
    expect(loadColumnPreferences(other, COLUMNS, storage)).toEqual(other.defaults);
    saveColumnPreferences(other, { ...other.defaults, sizing: { ID: 90 } }, storage);
    expect(loadColumnPreferences(STORE, COLUMNS, storage).order).toEqual(['ID']);
  });
});
