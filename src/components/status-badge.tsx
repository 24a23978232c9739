import { statusText } from '../contract/codes';
import './status-badge.css';

const TONES: Record<string, string> = { S: 'ok', W: 'warn', E: 'bad', A: 'bad', R: 'info', Q: 'neutral' };
const ICONS: Record<string, string> = { S: '✓', W: '!', E: '✕', A: '⊘', R: '▶', Q: '…' };

/** A test status as text with a colour and a symbol: colour is never the only signal. */
export function StatusBadge({ code, text }: { code: string; text?: string }) {
  const label = text || statusText(code);
  return (
    <span className={`status-badge tone-${TONES[code] ?? 'neutral'}`}>
      <span aria-hidden="true">{ICONS[code] ?? '–'}</span>
      {label}
    </span>
  );
}
