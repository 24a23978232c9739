import type { ReactNode } from 'react';

export interface ChosenItem {
  id: string;
  label: string;
  /** A second line that tells like-named items apart (where a folder is). */
  detail?: string | undefined;
  /** The whole of what a cut label or detail says. */
  title?: string | undefined;
  /** The service does not have it (a link's or a preset's ID, deleted since): said in place of the detail. */
  missing?: boolean;
}

/** What the user has chosen so far, each with a remove button named after it. */
export function ChosenList({
  items,
  onRemove,
  empty,
}: {
  items: ChosenItem[];
  onRemove: (id: string) => void;
  empty: ReactNode;
}) {
  if (items.length === 0) return <p className="muted picker-empty">{empty}</p>;
  return (
    <ul className="chosen-list">
      {items.map((item) => (
        <li key={item.id} className="chip">
          <span className="chip-text" title={item.title ?? item.label}>
            <span className="chip-label">{item.label}</span>
            {item.missing ? (
              <span className="chip-detail chip-missing">does not exist</span>
            ) : item.detail ? (
              <span className="chip-detail">{item.detail}</span>
            ) : null}
          </span>
          <button type="button" aria-label={`Remove ${item.label}`} onClick={() => onRemove(item.id)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
