// A message that names a format ("Enter a date as YYYY-MM-DD.") in a narrow field's note wrapped after a hyphen,
// "YYYY-" on one line and "MM-DD." on the next, which no longer reads as the format to type. Each format, and
// each example value in one, is kept on a line of its own; the rest of the message wraps as before.
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
