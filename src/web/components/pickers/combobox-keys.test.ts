import { describe, expect, it } from 'vitest';
import { comboboxKey, type ComboboxKeyState } from './combobox-keys';

const state = (overrides: Partial<ComboboxKeyState> = {}): ComboboxKeyState => ({
  open: true,
  active: -1,
  count: 3,
  hasText: true,
  ...overrides,
});

describe('the keys of a picker search field', () => {
  it('moves into the list with the arrows and wraps at either end', () => {
    expect(comboboxKey('ArrowDown', state()).action).toEqual({ type: 'highlight', index: 0 });
    expect(comboboxKey('ArrowDown', state({ active: 0 })).action).toEqual({ type: 'highlight', index: 1 });
    expect(comboboxKey('ArrowDown', state({ active: 2 })).action).toEqual({ type: 'highlight', index: 0 });
    expect(comboboxKey('ArrowUp', state()).action).toEqual({ type: 'highlight', index: 2 });
    expect(comboboxKey('ArrowUp', state({ active: 0 })).action).toEqual({ type: 'highlight', index: 2 });
    // A closed list opens at its first match, whatever was highlighted before it closed.
    expect(comboboxKey('ArrowDown', state({ open: false, active: 2 })).action).toEqual({ type: 'highlight', index: 0 });
    expect(comboboxKey('ArrowDown', state({ count: 0 })).action).toEqual({ type: 'none' });
  });

  it('picks the highlighted match on Enter, and does nothing without one', () => {
    expect(comboboxKey('Enter', state({ active: 1 })).action).toEqual({ type: 'pick', index: 1 });
    expect(comboboxKey('Enter', state()).action).toEqual({ type: 'none' });
    expect(comboboxKey('Enter', state({ open: false, active: 1 })).action).toEqual({ type: 'none' });
    expect(comboboxKey('Enter', state({ count: 0, hasText: false })).action).toEqual({ type: 'none' });
  });

  it('never lets Enter through to the form, with or without a match', () => {
    for (const overrides of [{}, { active: 1 }, { open: false }, { count: 0 }, { count: 0, hasText: false }])
      expect(comboboxKey('Enter', state(overrides)).preventDefault).toBe(true);
  });

  it('closes the list on Escape, then clears the text, then leaves Escape alone', () => {
    expect(comboboxKey('Escape', state({ active: 1 }))).toEqual({ action: { type: 'close' }, preventDefault: true });
    expect(comboboxKey('Escape', state({ open: false }))).toEqual({ action: { type: 'clear' }, preventDefault: true });
    expect(comboboxKey('Escape', state({ count: 0 })).action).toEqual({ type: 'clear' });
    expect(comboboxKey('Escape', state({ open: false, hasText: false }))).toEqual({
      action: { type: 'none' },
      preventDefault: false,
    });
  });

  it('leaves typing keys to the field', () => {
    expect(comboboxKey('a', state())).toEqual({ action: { type: 'none' }, preventDefault: false });
    expect(comboboxKey('Tab', state({ active: 1 })).preventDefault).toBe(false);
  });
});
