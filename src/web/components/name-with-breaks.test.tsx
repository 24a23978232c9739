import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { nameWithBreaks, valueWithBreaks } from './name-with-breaks';

/** The pieces a reader may see on lines of their own (the text between two <wbr>), and the text as copied. */
function pieces(node: ReactNode) {
  const { container } = render(<p>{node}</p>);
  const paragraph = container.querySelector('p')!;
  return {
    text: paragraph.textContent,
    pieces: paragraph.innerHTML.replaceAll(/<\/?span[^>]*>/g, '').split('<wbr>'),
    anywhere: [...paragraph.querySelectorAll('.break-anywhere')].map((span) => span.textContent),
  };
}

describe('nameWithBreaks', () => {
  it('breaks a name only after its separators', () => {
    expect(pieces(nameWithBreaks('E1EDK01-DELIVERY_DATE'))).toMatchObject({
      text: 'E1EDK01-DELIVERY_DATE',
      pieces: ['E1EDK01-', 'DELIVERY_', 'DATE'],
    });
  });
});

describe('valueWithBreaks', () => {
  it('breaks a path after its steps and between camel-case words', () => {
    expect(pieces(valueWithBreaks('/Envelope/PurchaseOrder/Item[1]/Quantity'))).toMatchObject({
      text: '/Envelope/PurchaseOrder/Item[1]/Quantity',
      pieces: ['/', 'Envelope/', 'Purchase', 'Order/', 'Item[1]/', 'Quantity'],
      anywhere: [],
    });
  });

  it('breaks a timestamp between its date and time parts, not inside a number', () => {
    expect(pieces(valueWithBreaks('2026-04-18T13:14:07')).pieces).toEqual(['2026-', '04-', '18T13:', '14:', '07']);
  });

  it('lets only a part too long to keep whole break anywhere', () => {
    const hash = '2BB554F074EA56013BF3F5D039905ED3';
    expect(pieces(valueWithBreaks(`doc=${hash}`))).toMatchObject({ pieces: ['doc=', hash], anywhere: [hash] });
    expect(pieces(valueWithBreaks('ORDERS05')).anywhere).toEqual([]);
  });
});
