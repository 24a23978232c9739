import { describe, expect, it } from 'vitest';
import { keep, readKept } from './kept-in-browser';

function memoryStore(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const refusing = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

const asNumber = (text: string) => {
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' ? value : undefined;
};

describe('readKept', () => {
  it('answers what is kept, as parse makes it', () => {
    expect(readKept('k', asNumber, 0, memoryStore({ k: '42' }))).toBe(42);
  });

  it('answers the fallback for nothing kept, something unusable or unreadable, and storage that is off', () => {
    expect(readKept('k', asNumber, 7, memoryStore())).toBe(7);
    expect(readKept('k', asNumber, 7, memoryStore({ k: '"forty-two"' }))).toBe(7);
    expect(readKept('k', asNumber, 7, memoryStore({ k: '{not json' }))).toBe(7);
    expect(readKept('k', asNumber, 7, refusing)).toBe(7);
    expect(readKept('k', asNumber, 7, null)).toBe(7);
  });
});

describe('keep', () => {
  it('keeps text, forgets it with undefined, and says it did', () => {
    const store = memoryStore();
    expect(keep('k', '42', store)).toBe(true);
    expect(store.items.get('k')).toBe('42');
    expect(keep('k', undefined, store)).toBe(true);
    expect(store.items.has('k')).toBe(false);
  });

  it('says so when the storage is full or off, without throwing', () => {
    expect(keep('k', '42', refusing)).toBe(false);
    expect(keep('k', undefined, refusing)).toBe(false);
    expect(keep('k', '42', null)).toBe(false);
  });
});
