import { useCallback, useState } from 'react';
import {
  DEFAULT_COLUMN_PREFERENCES,
  loadColumnPreferences,
  saveColumnPreferences,
  type ColumnPreferences,
} from './column-preferences';

/** The column preferences, read once per mount and written back on every change. */
export function useColumnPreferences(columnIds: readonly string[]) {
  const [preferences, setPreferences] = useState(() => loadColumnPreferences(columnIds));
  const change = useCallback((next: ColumnPreferences) => {
    setPreferences(next);
    saveColumnPreferences(next);
  }, []);
  const reset = useCallback(() => change(DEFAULT_COLUMN_PREFERENCES), [change]);
  return { preferences, change, reset };
}
