// What the app keeps in this browser (the theme, pane layouts, table columns, report presets, followed runs),
// read and written in one place: storage that is off (some private modes, blocked site data), full, or holding
// something unreadable or foreign never breaks a screen; what cannot be kept lasts for the page instead.
// Each function takes the store last, for tests; left out, it is the local storage, and null is none at all.

export type KeptStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage of the browser, or null where it refuses access (merely naming it then throws). */
function reachable(storage: () => KeptStore): KeptStore | null {
  try {
    return storage();
  } catch {
    return null;
  }
}

/** The browser's local storage (kept across visits). */
export const localStore = () => reachable(() => localStorage);

/** This tab's session storage (kept across reloads of the tab). */
export const sessionStore = () => reachable(() => sessionStorage);

/**
 * What is kept under `key`, made sense of by `parse` (which may throw, or answer undefined for what it cannot
 * use); `fallback` when nothing usable is kept or the storage cannot be read.
 */
export function readKept<T>(
  key: string,
  parse: (text: string) => T | undefined,
  fallback: T,
  store: Pick<KeptStore, 'getItem'> | null = localStore(),
): T {
  try {
    const text = store?.getItem(key);
    return text == null ? fallback : (parse(text) ?? fallback);
  } catch {
    return fallback;
  }
}

/** Keeps `text` under `key`, or with undefined forgets it; false when the storage refused (off or full). */
export function keep(
  key: string,
  text: string | undefined,
  store: Pick<KeptStore, 'setItem' | 'removeItem'> | null = localStore(),
): boolean {
  if (!store) return false;
  try {
    if (text === undefined) store.removeItem(key);
    else store.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}
