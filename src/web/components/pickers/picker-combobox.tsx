import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fieldNotes } from '../text-field/field-notes';
import { comboboxKey } from './combobox-keys';
import './picker-combobox.css';

export interface PickerOption {
  id: string;
  /** What the option shows; its text is the option's accessible name. */
  content: ReactNode;
}

interface Props {
  /** Accessible name of the search field. */
  label: string;
  /** Show the name above the field; leave it out where a fieldset's legend already says what the field is for. */
  showLabel?: boolean;
  /** Accessible name of the list of matches. */
  listLabel: string;
  placeholder: string;
  /** Longest text the search takes: the field stops there and says so. */
  maxLength?: number;
  text: string;
  onTextChange: (text: string) => void;
  options: PickerOption[];
  /** Said when there is text but no option: searching, nothing matches, too short. */
  emptyMessage: string | undefined;
  onPick: (id: string) => void;
  /** The search field got the focus: the user is about to search (the options may be read then). */
  onFocus?: () => void;
}

/**
 * A search field with a list of matches (WAI-ARIA APG combobox with listbox popup). Arrows move the highlight,
 * Enter picks it, Escape closes the list and then clears the text. Enter never submits the surrounding form.
 */
export function PickerCombobox({
  label,
  showLabel = false,
  listLabel,
  placeholder,
  maxLength,
  text,
  onTextChange,
  options,
  emptyMessage,
  onPick,
  onFocus,
}: Props) {
  const listId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const notes = fieldNotes(inputId, { value: text, max: maxLength });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hasText = text.trim().length > 0;
  const expanded = open && hasText && options.length > 0;
  const highlighted = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (highlighted >= 0)
      document.getElementById(`${listId}-option-${highlighted}`)?.scrollIntoView({ block: 'nearest' });
  }, [highlighted, listId]);

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    onPick(option.id);
    onTextChange('');
    setActive(-1);
    setOpen(false);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter or Escape that ends an input method's composition belongs to it, not to the list.
    if (event.nativeEvent.isComposing) return;
    const { action, preventDefault } = comboboxKey(event.key, {
      open: expanded,
      active: highlighted,
      count: hasText ? options.length : 0,
      hasText,
    });
    if (preventDefault) event.preventDefault();
    if (action.type === 'highlight') {
      setOpen(true);
      setActive(action.index);
    } else if (action.type === 'pick') pick(action.index);
    else if (action.type === 'close') {
      setOpen(false);
      setActive(-1);
    } else if (action.type === 'clear') onTextChange('');
  };

  return (
    <div className="picker-combobox">
      {showLabel ? <label htmlFor={inputId}>{label}</label> : null}
      <input
        ref={input}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-label={showLabel ? undefined : label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-describedby={notes.describedBy}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onFocus={onFocus}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {notes.element}
      <div id={listId} role="listbox" aria-label={listLabel} className="picker-results" hidden={!expanded}>
        {options.map((option, index) => (
          // Keys reach the options through the search field (aria-activedescendant), which keeps the focus.
          // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            className="picker-option"
            // Keeps focus in the search field, so the next search can be typed at once.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            {option.content}
          </div>
        ))}
      </div>
      <p role="status" className="muted picker-status">
        {hasText && options.length === 0 ? emptyMessage : ''}
      </p>
    </div>
  );
}
