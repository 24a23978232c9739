import type { ReactNode } from 'react';

/** What the user has chosen so far, each with a remove button named after it. */
export function ChosenList({
  items,
  onRemove,
  empty,
}: {
  items: { id: string; label: string }[];
  onRemove: (id: string) => void;
  empty: ReactNode;
}) {
  if (items.length === 0) return <p className="muted picker-empty">{empty}</p>;
  return (
    <ul className="chosen-list">
      {items.map((item) => (
        <li key={item.id} className="chip">
          <span>{item.label}</span>
          <button type="button" aria-label={`Remove ${item.label}`} onClick={() => onRemove(item.id)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
