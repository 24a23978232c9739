import { describe, expect, it } from 'vitest';
import { keep, readKept } from './kept-in-browser';
import { memoryStorage, refusingStorage } from '../testing/memory-storage';

const asNumber = (text: string) => {
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' ? value : undefined;
};

describe('readKept', () => {
  it('answers what is kept, as parse makes it', () => {
    expect(readKept('k', asNumber, 0, memoryStorage({ k: '42' }))).toBe(42);
  });

  it('answers the fallback for nothing kept, something unusable or unreadable, and storage that is off', () => {
    expect(readKept('k', asNumber, 7, memoryStorage())).toBe(7);
    expect(readKept('k', asNumber, 7, memoryStorage({ k: '"forty-two"' }))).toBe(7);
    expect(readKept('k', asNumber, 7, memoryStorage({ k: '{not json' }))).toBe(7);
    expect(readKept('k', asNumber, 7, refusingStorage)).toBe(7);
    expect(readKept('k', asNumber, 7, null)).toBe(7);
  });
});

describe('keep', () => {
  it('keeps text, forgets it with undefined, and says it did', () => {
    const store = memoryStorage();
    expect(keep('k', '42', store)).toBe(true);
    expect(store.items.get('k')).toBe('42');
    expect(keep('k', undefined, store)).toBe(true);
    expect(store.items.has('k')).toBe(false);
  });

  it('says so when the storage is full or off, without throwing', () => {
    expect(keep('k', '42', refusingStorage)).toBe(false);
    expect(keep('k', undefined, refusingStorage)).toBe(false);
    expect(keep('k', '42', null)).toBe(false);
  });
});
