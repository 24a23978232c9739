import { MARK_ICONS, MARK_WORDS } from './difference-marks';

/** A judged difference as a badge: red ✕ Failing or amber ⚠ Accepted; read out as "Failing difference". */
export function MarkBadge({ result }: { result: string }) {
  return (
    <span className={`dv-mark dv-mark-${result.toLowerCase()}`}>
      <span aria-hidden="true">{MARK_ICONS[result]}</span> {MARK_WORDS[result]}
      <span className="visually-hidden"> difference</span>
    </span>
  );
}
