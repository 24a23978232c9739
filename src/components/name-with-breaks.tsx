import { Fragment, type ReactNode } from 'react';

/**
 * A name such as DELIVERY_DATE or E1EDK01-BELNR, allowed to break after its separators (DELIVERY_ / DATE) and
 * nowhere else: broken inside a part ("DELIVERY_DAT" / "E") it reads as another name. Its text stays the name.
 */
export function nameWithBreaks(name: string): ReactNode {
  return name.split(/(?<=[_\-./])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
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
 * table. Its text stays the value.
 */
export function valueWithBreaks(value: string): ReactNode {
  return value
    .split(SEPARATOR)
    .flatMap((part) => part.split(CAMEL_HUMP))
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part.length > LONGEST_WHOLE_PART ? <span className="break-anywhere">{part}</span> : part}
      </Fragment>
    ));
}
