import { useState } from 'react';
import { copyText } from './copy-text';

/** Copies text to the clipboard and says so (politely, for screen readers). */
export function CopyButton({
  text,
  label = 'Copy',
  copied = 'Copied',
  failed = 'Copy failed: select the text and copy it by hand',
}: {
  /** The text, or how to read it at the moment of copying. */
  text: string | (() => string);
  label?: string;
  /** What the live region says once copied, and when the browser refused. */
  copied?: string;
  failed?: string;
}) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await copyText(typeof text === 'function' ? text() : text);
      setStatus(copied);
    } catch {
      setStatus(failed);
    }
  };
  return (
    <span className="row">
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="muted">
        {status}
      </span>
    </span>
  );
}
