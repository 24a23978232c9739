import { useId, type ReactNode } from 'react';
import { fieldNotes } from './field-notes';
import './text-field.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Enter pressed in the field: a form of several fields is not submitted by Enter. */
  onEnter?: () => void;
  /** Longest text the service accepts: the field stops there and counts down near it. */
  max?: number | undefined;
  error?: string | undefined;
  /** Marked invalid by an error shown elsewhere (a variable row's), whose ID is `describedBy`. */
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  placeholder?: string;
  inputMode?: 'numeric';
  /** ID of a datalist of suggestions. */
  list?: string;
}

/**
 * A labelled text input with its error, hint and (near its limit) a length counter. The label holds only the
 * label, so the field's accessible name stays short; the rest is its description.
 */
export function TextField(props: Props) {
  const {
    label,
    value,
    onChange,
    onFocus,
    onBlur,
    onEnter,
    max,
    error,
    invalid,
    describedBy: elsewhere,
    hint,
    placeholder,
    inputMode,
    list,
  } = props;
  const id = useId();
  const notes = fieldNotes(id, { value, max, error, hint });
  const describedBy = [notes.describedBy, elsewhere].filter(Boolean).join(' ');
  return (
    <div className="field text-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        list={list}
        maxLength={max}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={Boolean(error) || Boolean(invalid)}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={
          onEnter
            ? (event) => {
                if (event.key === 'Enter') onEnter();
              }
            : undefined
        }
      />
      {notes.element}
    </div>
  );
}
