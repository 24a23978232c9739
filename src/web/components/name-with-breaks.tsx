import { Fragment, type ReactNode } from 'react';

/** The parts in a row with a <wbr> between each two: the only places the text may break. Its text stays whole. */
function withBreaks(parts: readonly string[], show: (part: string) => ReactNode = (part) => part): ReactNode {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {show(part)}
    </Fragment>
  ));
}

/**
 * A name such as DELIVERY_DATE or E1EDK01-BELNR, allowed to break after its separators (DELIVERY_ / DATE) and
 * nowhere else: broken inside a part ("DELIVERY_DAT" / "E") it reads as another name.
 */
export function nameWithBreaks(name: string): ReactNode {
  return withBreaks(name.split(/(?<=[_\-./])/));
}

/** After these a value may break: path steps, date and time parts, list items, query parameters. */
const SEPARATOR = /(?<=[_\-./:,;=&?])/;
/** Between the words of a camel-case name (Purchase|Order|Request), where a reader splits it too. */
const CAMEL_HUMP = /(?<=[a-z])(?=[A-Z])/;
/** Longer than this, a run of characters with no break above (a hash, a GUID without dashes) breaks anywhere. */
const LONGEST_WHOLE_PART = 16;

/**
 * A value or a field's path, allowed to break after its separators and between camel-case words:
 * /Envelope/Body/Purchase·Order·Request/ in steps, 2026-04-18T13: above 14:07, never "E1E" above "DP01". A part
 * longer than LONGEST_WHOLE_PART still breaks where it must (class `break-anywhere`), so no value widens a narrow
 * table.
 */
export function valueWithBreaks(value: string): ReactNode {
  return withBreaks(
    value.split(SEPARATOR).flatMap((part) => part.split(CAMEL_HUMP)),
    (part) => (part.length > LONGEST_WHOLE_PART ? <span className="break-anywhere">{part}</span> : part),
  );
}
