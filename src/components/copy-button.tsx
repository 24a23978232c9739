import { useState } from 'react';

/** Copies text to the clipboard and says so (politely, for screen readers). */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Copied');
    } catch {
      setStatus('Copy failed: select the text and copy it by hand');
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
