// A table's columns as each person left them (which show, in what order, how wide), kept in this browser.
// What is stored is checked before use: a corrupt, foreign or older entry is ignored, and columns that no
// longer exist are dropped, never a crash.
import { z } from 'zod/mini';
import { keep, readKept, type KeptStore } from '../kept-in-browser';
import { MAX_COLUMN_PX, MIN_COLUMN_PX } from './column-resize-handle';

export interface ColumnPreferences {
  visibility: Record<string, boolean>;
  order: string[];
  sizing: Record<string, number>;
}

/** Where a table keeps its columns, and how they are out of the box. */
export interface ColumnPreferenceStore {
  /** The version is part of the key: a later shape gets a new key, and older entries are simply not read. */
  key: string;
  defaults: ColumnPreferences;
}

/** Every column shown, in the order defined, at the width defined. */
export const AS_DEFINED: ColumnPreferences = { visibility: {}, order: [], sizing: {} };

const columnId = z.string().check(z.maxLength(100));
const preferencesSchema = z.object({
  visibility: z.record(columnId, z.boolean()),
  order: z.array(columnId).check(z.maxLength(100)),
  sizing: z.record(columnId, z.number().check(z.int(), z.gte(MIN_COLUMN_PX), z.lte(MAX_COLUMN_PX))),
});

/** The stored preferences for the columns that exist (`columnIds`); the defaults when there are none or they are unusable. */
export function loadColumnPreferences(
  { key, defaults }: ColumnPreferenceStore,
  columnIds: readonly string[],
  store?: Pick<KeptStore, 'getItem'>,
): ColumnPreferences {
  const known = (id: string) => columnIds.includes(id);
  const ofKnownColumns = <V>(record: Record<string, V>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => known(id)));
  const parse = (text: string): ColumnPreferences | undefined => {
    const parsed = preferencesSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    return {
      visibility: { ...defaults.visibility, ...ofKnownColumns(parsed.data.visibility) },
      order: [...new Set(parsed.data.order.filter(known))],
      sizing: ofKnownColumns(parsed.data.sizing),
    };
  };
  return readKept(key, parse, defaults, store);
}

/** Keeps the preferences; the defaults are kept as no entry at all ("Reset columns"), so later defaults apply. */
export function saveColumnPreferences(
  { key, defaults }: ColumnPreferenceStore,
  preferences: ColumnPreferences,
  store?: Pick<KeptStore, 'setItem' | 'removeItem'>,
): void {
  const text = JSON.stringify(preferences);
  // Where storage is full or off, the choice holds for this visit only.
  keep(key, text === JSON.stringify(defaults) ? undefined : text, store);
}
