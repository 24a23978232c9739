// Renders a business document in each payload format, and names each compared field in that format's
// path syntax (XPath for XML and IDoc, JSONPath for JSON, segment/position for EDI and flat files).
import type { ContentFormat } from '../../contract/codes';
import { fieldValue, type BusinessDocument, type ComparedField } from './business-document';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const basicDate = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
const idocTime = (iso: string) => iso.slice(11, 19).replace(/:/g, '');
const edifactDate = (iso: string) => iso.slice(2, 10).replace(/-/g, '');
const flatTimestamp = (iso: string) => iso.slice(0, 19);

function renderIdoc(doc: BusinessDocument): string {
  const items = doc.items
    .map(
      (item) =>
        `    <E1EDP01 SEGMENT="1">\n      <POSEX>${String(item.position).padStart(6, '0')}</POSEX>\n      <MENGE>${item.quantity}</MENGE>\n      <MENEE>${item.unit}</MENEE>\n      <VPREI>${item.price.toFixed(2)}</VPREI>\n      <E1EDP19 SEGMENT="1">\n        <QUALF>002</QUALF>\n        <IDTNR>${item.material}</IDTNR>\n      </E1EDP19>\n    </E1EDP01>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ORDERS05>
  <IDOC BEGIN="1">
    <EDI_DC40 SEGMENT="1">
      <TABNAM>EDI_DC40</TABNAM>
      <DOCNUM>${doc.docNumber}</DOCNUM>
      <MESTYP>ORDERS</MESTYP>
      <IDOCTYP>ORDERS05</IDOCTYP>
      <SNDPRN>${escapeXml(doc.partner)}</SNDPRN>
      <CREDAT>${basicDate(doc.created)}</CREDAT>
      <CRETIM>${idocTime(doc.created)}</CRETIM>
      <ARCKEY>${doc.messageGuid}</ARCKEY>
    </EDI_DC40>
    <E1EDK01 SEGMENT="1">
      <CURCY>${doc.currency}</CURCY>
      <BELNR>${doc.poNumber}</BELNR>
    </E1EDK01>
    <E1EDKA1 SEGMENT="1">
      <PARVW>AG</PARVW>
      <PARTN>${doc.soldTo}</PARTN>
    </E1EDKA1>
    <E1EDK03 SEGMENT="1">
      <IDDAT>002</IDDAT>
      <DATUM>${basicDate(doc.deliveryDate)}</DATUM>
    </E1EDK03>
${items}
  </IDOC>
</ORDERS05>
`;
}

function renderSoap(doc: BusinessDocument): string {
  const items = doc.items
    .map(
      (item) =>
        `        <Item><Position>${item.position}</Position><Material>${item.material}</Material><Quantity unitCode="${item.unit}">${item.quantity}</Quantity><NetPrice currency="${doc.currency}">${item.price.toFixed(2)}</NetPrice></Item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:po="urn:example:procurement:PurchaseOrder">
  <soapenv:Header>
    <po:MessageHeader><po:MessageID>${doc.docNumber}</po:MessageID><po:UUID>${doc.messageGuid}</po:UUID><po:CreationDateTime>${doc.created}</po:CreationDateTime></po:MessageHeader>
  </soapenv:Header>
  <soapenv:Body>
    <po:PurchaseOrderRequest>
      <PurchaseOrder>
        <ID>${doc.poNumber}</ID>
        <BuyerParty><PartyID>${doc.soldTo}</PartyID><Name>${escapeXml(doc.partner)}</Name></BuyerParty>
        <DeliveryDate>${doc.deliveryDate}</DeliveryDate>
${items}
      </PurchaseOrder>
    </po:PurchaseOrderRequest>
  </soapenv:Body>
</soapenv:Envelope>
`;
}

function renderJson(doc: BusinessDocument): string {
  return `${JSON.stringify(
    {
      messageId: doc.docNumber,
      correlationId: doc.messageGuid,
      createdAt: doc.created,
      purchaseOrder: doc.poNumber,
      soldTo: { id: doc.soldTo, name: doc.partner },
      requestedDeliveryDate: doc.deliveryDate,
      currency: doc.currency,
      items: doc.items.map((item) => ({
        position: item.position,
        material: item.material,
        quantity: item.quantity,
        unit: item.unit,
        netPrice: item.price,
      })),
    },
    null,
    2,
  )}\n`;
}

const fixed = (value: string | number, width: number) => String(value).slice(0, width).padEnd(width, ' ');

function renderFlat(doc: BusinessDocument): string {
  const header = `H${fixed(doc.docNumber, 16)}${fixed(doc.poNumber, 12)}${fixed(doc.soldTo, 10)}${fixed(flatTimestamp(doc.created), 19)}${fixed(doc.deliveryDate, 10)}${fixed(doc.currency, 3)}${fixed(doc.messageGuid, 36)}`;
  const lines = doc.items.map(
    (item) =>
      `D${fixed(item.position, 6)}${fixed(item.material, 12)}${String(item.quantity).padStart(9, '0')}${fixed(item.unit, 3)}${item.price.toFixed(2).padStart(12, '0')}`,
  );
  return [header, ...lines, `T${String(doc.items.length).padStart(6, '0')}`].join('\n') + '\n';
}

function renderEdifact(doc: BusinessDocument): string {
  const stamp = `${edifactDate(doc.created)}:${doc.created.slice(11, 16).replace(':', '')}`;
  const segments = [
    `UNB+UNOC:3+${doc.soldTo}:14+SAPS4Q:ZZZ+${stamp}+${doc.docNumber.slice(-8)}`,
    `UNH+1+ORDERS:D:96A:UN`,
    `BGM+220+${doc.poNumber}+9`,
    `RFF+TN:${doc.messageGuid}`,
    `DTM+2:${basicDate(doc.deliveryDate)}:102`,
    `NAD+BY+${doc.soldTo}::92++${doc.partner.replace(/[+:']/g, ' ')}`,
    `CUX+2:${doc.currency}:9`,
    ...doc.items.flatMap((item, index) => [
      `LIN+${index + 1}++${item.material}:SA`,
      `QTY+21:${item.quantity}:${item.unit}`,
      `PRI+AAA:${item.price.toFixed(2)}`,
    ]),
    `UNS+S`,
    `UNT+${7 + doc.items.length * 3}+1`,
    `UNZ+1+${doc.docNumber.slice(-8)}`,
  ];
  return segments.join("'\n") + "'\n";
}

/** Text of a document in a format; IDOC and XML are both XML (IDoc-XML vs SOAP). */
export function renderPayload(doc: BusinessDocument, format: ContentFormat): string {
  switch (format) {
    case 'IDOC':
      return renderIdoc(doc);
    case 'XML':
      return renderSoap(doc);
    case 'JSON':
      return renderJson(doc);
    case 'FLAT':
      return renderFlat(doc);
    case 'EDI':
      return renderEdifact(doc);
  }
}

const FIELD_PATHS: Record<ContentFormat, Record<ComparedField, string>> = {
  IDOC: {
    created: '/ORDERS05/IDOC/EDI_DC40/CREDAT',
    docNumber: '/ORDERS05/IDOC/EDI_DC40/DOCNUM',
    messageGuid: '/ORDERS05/IDOC/EDI_DC40/ARCKEY',
    poNumber: '/ORDERS05/IDOC/E1EDK01/BELNR',
    soldTo: '/ORDERS05/IDOC/E1EDKA1/PARTN',
    deliveryDate: '/ORDERS05/IDOC/E1EDK03/DATUM',
    currency: '/ORDERS05/IDOC/E1EDK01/CURCY',
    unit: '/ORDERS05/IDOC/E1EDP01[1]/MENEE',
    quantity: '/ORDERS05/IDOC/E1EDP01[1]/MENGE',
  },
  XML: {
    created: '/Envelope/Header/MessageHeader/CreationDateTime',
    docNumber: '/Envelope/Header/MessageHeader/MessageID',
    messageGuid: '/Envelope/Header/MessageHeader/UUID',
    poNumber: '/Envelope/Body/PurchaseOrderRequest/PurchaseOrder/ID',
    soldTo: '/Envelope/Body/PurchaseOrderRequest/PurchaseOrder/BuyerParty/PartyID',
    deliveryDate: '/Envelope/Body/PurchaseOrderRequest/PurchaseOrder/DeliveryDate',
    currency: '/Envelope/Body/PurchaseOrderRequest/PurchaseOrder/Item[1]/NetPrice/@currency',
    unit: '/Envelope/Body/PurchaseOrderRequest/PurchaseOrder/Item[1]/Quantity/@unitCode',
    quantity: '/Envelope/Body/PurchaseOrderRequest/PurchaseOrder/Item[1]/Quantity',
  },
  JSON: {
    created: '$.createdAt',
    docNumber: '$.messageId',
    messageGuid: '$.correlationId',
    poNumber: '$.purchaseOrder',
    soldTo: '$.soldTo.id',
    deliveryDate: '$.requestedDeliveryDate',
    currency: '$.currency',
    unit: '$.items[0].unit',
    quantity: '$.items[0].quantity',
  },
  FLAT: {
    created: 'H/CREATED (pos 40-58)',
    docNumber: 'H/DOCNUM (pos 2-17)',
    messageGuid: 'H/MSGGUID (pos 72-107)',
    poNumber: 'H/PONUM (pos 18-29)',
    soldTo: 'H/SOLDTO (pos 30-39)',
    deliveryDate: 'H/DELDATE (pos 59-68)',
    currency: 'H/CURRENCY (pos 69-71)',
    unit: 'D[1]/UNIT (pos 29-31)',
    quantity: 'D[1]/QTY (pos 20-28)',
  },
  EDI: {
    created: 'UNB/0017',
    docNumber: 'UNB/0020',
    messageGuid: 'RFF[TN]/1154',
    poNumber: 'BGM/1004',
    soldTo: 'NAD[BY]/3039',
    deliveryDate: 'DTM[2]/2380',
    currency: 'CUX/6345',
    unit: 'LIN[1]/QTY/6411',
    quantity: 'LIN[1]/QTY/6060',
  },
};

export function fieldPath(format: ContentFormat, field: ComparedField): string {
  return FIELD_PATHS[format][field];
}

/** Fields a format writes otherwise than the document holds them: IDoc and EDIFACT dates, the flat file's timestamp. */
const WRITTEN_VALUES: Partial<
  Record<ContentFormat, Partial<Record<ComparedField, (doc: BusinessDocument) => string>>>
> = {
  IDOC: { created: (doc) => basicDate(doc.created), deliveryDate: (doc) => basicDate(doc.deliveryDate) },
  EDI: { created: (doc) => edifactDate(doc.created), deliveryDate: (doc) => basicDate(doc.deliveryDate) },
  FLAT: { created: (doc) => flatTimestamp(doc.created) },
};

/** A field's value as the payload has it at the field's path: what a comparison row shows. */
export function writtenValue(format: ContentFormat, doc: BusinessDocument, field: ComparedField): string {
  return WRITTEN_VALUES[format]?.[field]?.(doc) ?? fieldValue(doc, field);
}

export const MIME_TYPES: Record<ContentFormat, string> = {
  IDOC: 'application/xml',
  XML: 'application/xml',
  JSON: 'application/json',
  FLAT: 'text/plain',
  EDI: 'application/edifact',
};

export const FILE_EXTENSIONS: Record<ContentFormat, string> = {
  IDOC: 'xml',
  XML: 'xml',
  JSON: 'json',
  FLAT: 'txt',
  EDI: 'edi',
};
