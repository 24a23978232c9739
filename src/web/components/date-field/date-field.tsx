import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { fieldNotes } from '../text-field/field-notes';
import { useTypedOver } from '../use-typed-over';
import { DATE_FORMAT, dateTextProblem } from './date-text';
import './date-field.css';

interface Props {
  label: string;
  /** The date taken, yyyy-mm-dd, or '' for none. */
  value: string;
  /** Each date typed in full or picked, and '' once the field is emptied: never text that is not a date. */
  onChange: (date: string) => void;
  /** The form's problem with the date taken: a range that runs backwards, a date that came with a link. */
  error?: string | undefined;
  /** Shown under the field while there is no problem. */
  hint?: ReactNode;
  /** The earliest and latest dates the calendar offers. */
  bounds?: { min?: string | undefined; max?: string | undefined };
  /** Told when the field comes to hold text it does not take (why), and when it no longer does: a form waits. */
  onUntaken?: (problem: string | undefined) => void;
  /** Marked invalid by a problem said elsewhere (one message under two fields), whose ID is `describedBy`. */
  invalid?: boolean;
  describedBy?: string | undefined;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** Whether this browser opens a date input's calendar on request (Chromium 99, Firefox 101, Safari 16). */
const canOpenCalendar = () => typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/**
 * A date typed as yyyy-mm-dd, as every screen writes dates, or picked from the browser's calendar. Text that is not
 * a date stays in the field, untaken, and its problem is said once the field is left; a form that sends is told
 * (`onUntaken`) so that it waits.
 */
export function DateField(props: Props) {
  const {
    label,
    value,
    onChange,
    error,
    hint,
    bounds,
    onUntaken,
    invalid,
    describedBy: elsewhere,
    onFocus,
    onBlur,
  } = props;
  const id = useId();
  const calendar = useRef<HTMLInputElement>(null);
  // Text typed over the date taken; given up when the date changes from elsewhere (a quick range, Back).
  const [draft, setDraft] = useTypedOver(value);
  const untaken = draft ? dateTextProblem(draft.typed) : undefined;
  const problem = (draft?.left ? untaken : undefined) ?? error;
  const notes = fieldNotes(id, { value: draft?.typed ?? value, error: problem, hint });
  const describedBy = [notes.describedBy, elsewhere].filter(Boolean).join(' ') || undefined;
  // Told from an effect, so also when the text is given up for a date set elsewhere.
  const tell = useEffectEvent((why: string | undefined) => onUntaken?.(why));
  useEffect(() => tell(untaken), [untaken]);

  const take = (text: string) => {
    if (dateTextProblem(text)) {
      setDraft({ over: value, typed: text, left: false });
      return;
    }
    setDraft(undefined);
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <div className="field date-field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="date-field-row">
        <input
          id={id}
          type="text"
          value={draft?.typed ?? value}
          placeholder={DATE_FORMAT}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(problem) || Boolean(invalid)}
          aria-describedby={describedBy}
          onChange={(event) => take(event.target.value)}
          onFocus={onFocus}
          onBlur={() => {
            if (draft) setDraft({ ...draft, left: true });
            onBlur?.();
          }}
        />
        {canOpenCalendar() ? (
          <>
            <button
              type="button"
              className="date-field-open"
              aria-label="Open calendar"
              aria-describedby={`${id}-label`}
              onClick={() => calendar.current?.showPicker()}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor" />
                <path d="M1.5 6h13M5 1v3M11 1v3" stroke="currentColor" />
              </svg>
            </button>
            {/* The browser's own date input, never shown: only its calendar, which the button opens. */}
            <input
              ref={calendar}
              type="date"
              className="date-field-calendar"
              tabIndex={-1}
              aria-hidden="true"
              value={dateTextProblem(value) ? '' : value}
              min={bounds?.min || undefined}
              max={bounds?.max || undefined}
              onChange={(event) => take(event.target.value)}
            />
          </>
        ) : null}
      </div>
      {notes.element}
    </div>
  );
}
