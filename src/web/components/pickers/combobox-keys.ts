// The keyboard of a picker's search field, as a pure function: WAI-ARIA APG "combobox with listbox popup",
// list autocomplete with manual selection (nothing is highlighted until the arrows move into the list).

export interface ComboboxKeyState {
  open: boolean;
  /** Index of the highlighted option, -1 when none. */
  active: number;
  /** Options in the list. */
  count: number;
  hasText: boolean;
}

export type ComboboxKeyAction =
  | { type: 'highlight'; index: number }
  | { type: 'pick'; index: number }
  | { type: 'close' }
  | { type: 'clear' }
  | { type: 'none' };

export interface ComboboxKeyResult {
  action: ComboboxKeyAction;
  /** The browser must not do its own thing: above all, Enter must never submit the form around the picker. */
  preventDefault: boolean;
}

const none: ComboboxKeyAction = { type: 'none' };

export function comboboxKey(key: string, state: ComboboxKeyState): ComboboxKeyResult {
  const { open, active, count, hasText } = state;
  const highlighted = open && active >= 0 && active < count;
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { action: none, preventDefault: true };
      return { action: { type: 'highlight', index: highlighted ? (active + 1) % count : 0 }, preventDefault: true };
    case 'ArrowUp':
      if (count === 0) return { action: none, preventDefault: true };
      return {
        action: { type: 'highlight', index: highlighted ? (active - 1 + count) % count : count - 1 },
        preventDefault: true,
      };
    case 'Enter':
      return { action: highlighted ? { type: 'pick', index: active } : none, preventDefault: true };
    case 'Escape':
      if (open && count > 0) return { action: { type: 'close' }, preventDefault: true };
      if (hasText) return { action: { type: 'clear' }, preventDefault: true };
      return { action: none, preventDefault: false };
    default:
      return { action: none, preventDefault: false };
  }
}
