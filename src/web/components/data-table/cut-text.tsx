/**
 * Text a table cell may cut short with an ellipsis; its title holds all of it for a pointer to read, and a screen
 * reader reads it whole. `revealed` text shows whole over its neighbours while pointed at or while its row holds
 * the focus, for a code (a document number) that is no use cut and has a narrow column.
 */
export function CutText({ text, className, revealed }: { text: string; className?: string; revealed?: boolean }) {
  const classes = [className, revealed ? 'cut-revealed' : undefined].filter(Boolean).join(' ');
  return (
    <span className={classes || undefined} title={text || undefined}>
      {text}
    </span>
  );
}

/** A column's cell of `CutText` (`cell: cutCell`), for values that are text already. */
export const cutCell = (info: { getValue: () => unknown }) => <CutText text={String(info.getValue() ?? '')} />;
