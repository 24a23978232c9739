/** Text a table cell may cut short with an ellipsis; its title holds all of it for a pointer to read. */
export function CutText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className} title={text || undefined}>
      {text}
    </span>
  );
}

/** A column's cell of `CutText` (`cell: cutCell`), for values that are text already. */
export const cutCell = (info: { getValue: () => unknown }) => <CutText text={String(info.getValue() ?? '')} />;
