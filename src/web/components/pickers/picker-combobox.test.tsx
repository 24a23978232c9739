import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PickerCombobox } from './picker-combobox';

// jsdom lays nothing out, so it has no scrollIntoView; the browser's keeps the highlighted option in view.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>();
});

const FRUITS = ['Apple', 'Apricot', 'Banana'];

/** The combobox inside a form, as the launcher has it: a submit would start a run. */
function Harness({ onPick, onSubmit }: { onPick: (id: string) => void; onSubmit: () => void }) {
  const [text, setText] = useState('');
  const options = FRUITS.filter((fruit) => text && fruit.toLowerCase().includes(text.toLowerCase()));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PickerCombobox
        label="Find fruit"
        listLabel="Matching fruit"
        placeholder="Type a fruit"
        text={text}
        onTextChange={setText}
        options={options.map((fruit) => ({ id: fruit, content: fruit }))}
        emptyMessage="No fruit matches."
        onPick={onPick}
      />
      <button type="submit">Start</button>
    </form>
  );
}

function setup() {
  const onPick = vi.fn<(id: string) => void>();
  const onSubmit = vi.fn<() => void>();
  render(<Harness onPick={onPick} onSubmit={onSubmit} />);
  return {
    user: userEvent.setup(),
    onPick,
    onSubmit,
    input: screen.getByRole<HTMLInputElement>('combobox', { name: 'Find fruit' }),
  };
}

describe('PickerCombobox', () => {
  it('opens a listbox of matches while typing, nothing highlighted', async () => {
    const { user, input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'ap');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Matching fruit' });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple', 'Apricot']);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('moves the highlight with the arrows and picks it with Enter, without submitting', async () => {
    const { user, input, onPick, onSubmit } = setup();
    await user.type(input, 'ap');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const apricot = screen.getByRole('option', { name: 'Apricot' });
    expect(apricot.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(apricot.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Apple' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledExactlyOnceWith('Apple');
    expect(onSubmit).not.toHaveBeenCalled();
    // The text clears and the focus stays, ready for the next search.
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('does nothing on Enter without a highlighted match, not even submit', async () => {
    const { user, input, onPick, onSubmit } = setup();
    await user.type(input, 'banana{Enter}');
    await user.type(input, 'zzz{Enter}');
    expect(screen.getByRole('status').textContent).toBe('No fruit matches.');
    await user.clear(input);
    await user.type(input, '{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the list on Escape, and clears the text on a second Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'ap{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('ap');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
  });

  it('picks a clicked option and keeps the focus in the search field', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'an');
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('Banana');
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('');
  });
});
