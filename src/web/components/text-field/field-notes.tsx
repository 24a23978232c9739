import type { ReactNode } from 'react';
import { UnbrokenFormats } from '../unbroken-formats';
import { lengthHint } from './length-limit';
import './field-notes.css';

interface Notes {
  value: string;
  /** Longest text the service takes: near it a counter shows, and at it the limit is said. */
  max?: number | undefined;
  error?: string | undefined;
  /** Shown while there is no error and no limit to tell of. */
  hint?: ReactNode;
}

/**
 * What a text field says under itself (its error, else its length limit once reached, else its hint, and a counter
 * near the limit), with the IDs its input's aria-describedby lists. `id` is the input's own.
 */
export function fieldNotes(id: string, { value, max, error, hint }: Notes) {
  const length = max === undefined ? undefined : lengthHint(value.length, max);
  const note = error ?? length?.message;
  const describedBy = [
    note ? `${id}-note` : hint ? `${id}-hint` : undefined,
    length?.counter ? `${id}-count` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const element = (
    // Polite: the counter and the limit are read out when the reader pauses, never over the typing.
    <div className="text-field-notes" aria-live="polite">
      {note ? (
        <span id={`${id}-note`} className={error ? 'field-error' : 'field-limit'}>
          <UnbrokenFormats text={note} />
        </span>
      ) : hint ? (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      ) : null}
      {length ? (
        <span id={`${id}-count`} className="muted text-field-count">
          {length.counter}
        </span>
      ) : null}
    </div>
  );
  return { describedBy: describedBy || undefined, element };
}
