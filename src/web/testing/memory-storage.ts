// Stand-ins for the browser's Storage in unit tests: one that holds what is written, and one that refuses
// everything, as private modes and full quotas do.

/** A Storage that holds what was written; `items` shows what it holds. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A Storage the browser will not let the page use: reading is refused, and writing finds it full. */
export const refusingStorage = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: (): void => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};
