/** An option's two lines: what it is, and (muted, wrapped when long) where it is. */
export function OptionText({ main, detail }: { main: string; detail?: string | undefined }) {
  return (
    <>
      <span className="picker-option-main">{main}</span>
      {detail ? <span className="picker-option-detail muted">{detail}</span> : null}
    </>
  );
}
