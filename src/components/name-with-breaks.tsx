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
