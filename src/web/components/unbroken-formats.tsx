// A browser may wrap a line after any hyphen: a format ("Enter a date as YYYY-MM-DD.") or a date ("failing since
// 2026-11-27") came apart as "YYYY-" or "2026-11-" on one line and the rest on the next, which no longer reads as
// the format to type or as a day. Each format, and each date or time in running text, is kept on one line; the
// rest of the text wraps as before.
const FORMATS = /(YYYY-MM-DD|HH:MM:SS|\b\d{4}-\d{2}-\d{2}\b|\b\d{2}:\d{2}:\d{2}\b)/;

export function UnbrokenFormats({ text }: { text: string }) {
  // Split by a capturing group: the formats are the odd parts.
  return text.split(FORMATS).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="unbroken">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
