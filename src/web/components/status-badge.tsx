import { statusText } from '../../contract/codes';
import './status-badge.css';

// The status palette (global.css): aborted has no verdict, so it is grey (its symbol tells it from queued).
const TONES: Record<string, string> = { S: 'ok', W: 'warn', E: 'bad', A: 'neutral', R: 'info', Q: 'neutral' };
const ICONS: Record<string, string> = { S: '✓', W: '!', E: '✕', A: '⊘', R: '▶', Q: '…' };
/** Shown for the service's own long texts, which narrow status columns cut to "Passe…"; read out whole. */
const SHORT: Record<string, string> = { W: 'Warnings' };

/**
 * A test status as text with a colour and a symbol: colour is never the only signal. In a column narrower than
 * its text the text ends in an ellipsis, whole in the title, rather than being cut off mid-word.
 */
export function StatusBadge({ code, text }: { code: string; text?: string }) {
  const label = text || statusText(code);
  const short = label === statusText(code) ? SHORT[code] : undefined;
  return (
    <span className={`status-badge tone-${TONES[code] ?? 'neutral'}`} title={label}>
      <span aria-hidden="true">{ICONS[code] ?? '–'}</span>
      {short ? (
        <>
          <span className="status-text" aria-hidden="true">
            {short}
          </span>
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        <span className="status-text">{label}</span>
      )}
    </span>
  );
}
