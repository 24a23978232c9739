// The business document a test case moves through the middleware, and how a run's outcome changes it.
// Payload renderers (one per format) turn a document into text; comparison rows name the changed fields.
import { createRandom, hashString, type Random } from '../lib/prng';
import { PARTNERS } from './catalog';

export interface DocumentItem {
  position: number;
  material: string;
  quantity: number;
  unit: string;
  price: number;
}

export interface BusinessDocument {
  created: string; // ISO timestamp of the message
  docNumber: string; // IDoc number / message number
  poNumber: string;
  soldTo: string;
  partner: string;
  deliveryDate: string;
  currency: string;
  messageGuid: string; // the middleware's GUID of the message
  items: DocumentItem[];
}

/** The fields a comparison looks at; each format maps them to its own path syntax. */
export type ComparedField =
  'created' | 'docNumber' | 'messageGuid' | 'poNumber' | 'soldTo' | 'deliveryDate' | 'currency' | 'unit' | 'quantity';

export interface FieldChange {
  field: ComparedField;
  result: 'WARNING' | 'ERROR';
  /** How the field goes wrong when not its usual way (interface-stories.ts gives some interfaces their own). */
  manner?: Manner;
}

/** The reference document of a test case, derived from the case ID so it never changes. */
export function referenceDocument(caseId: string, itemCount: number): BusinessDocument {
  // Header and items come from separate streams, so the header does not depend on how many items are made.
  const random = createRandom(hashString(caseId, 17));
  const itemRandom = createRandom(hashString(caseId, 29));
  const day = String(random.int(1, 28)).padStart(2, '0');
  const header = {
    created: `2026-0${random.int(1, 9)}-${day}T${String(random.int(6, 20)).padStart(2, '0')}:14:07Z`,
    docNumber: String(random.int(1_000_000, 9_999_999)).padStart(16, '0'),
    poNumber: `45000${String(random.int(10000, 99999))}`,
    soldTo: String(random.int(100000, 999999)).padStart(10, '0'),
    partner: random.pick(PARTNERS),
    deliveryDate: `2026-${String(random.int(1, 12)).padStart(2, '0')}-${day}`,
    currency: random.pick(['EUR', 'USD', 'PLN', 'CHF']),
    // Drawn last, so the fields drawn before it kept their values when it was added.
    messageGuid: guid(random),
  };
  const items: DocumentItem[] = [];
  for (let index = 0; index < itemCount; index++) {
    items.push({
      position: (index + 1) * 10,
      material: `MAT-${String(itemRandom.int(10000, 99999))}`,
      quantity: itemRandom.int(1, 500),
      unit: itemRandom.pick(['EA', 'KG', 'PAL', 'BOX']),
      price: itemRandom.int(100, 99999) / 100,
    });
  }
  return { ...header, items };
}

/**
 * A unit as partners send it, its ISO code, which the value mapping UOM_ISO turns into the SAP unit the reference
 * output carries. Where that mapping fails, the output carries the code unmapped.
 */
export function unmappedUnit(unit: string): string {
  return { EA: 'PCE', KG: 'KGM', PAL: 'PF', BOX: 'BX' }[unit] ?? unit;
}

/** A GUID as SAP middleware writes one: lower-case hex in groups of 8-4-4-4-12. */
function guid(random: Random): string {
  return random
    .hex(32)
    .toLowerCase()
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

const ISO_NUMERIC_CURRENCIES: Readonly<Record<string, string>> = { EUR: '978', USD: '840', PLN: '985', CHF: '756' };

/**
 * Ways a field goes wrong other than its usual defect, each the same for a document whenever it happens (a
 * mapping writes the same wrong value each time): what one interface's field story changes (interface-stories.ts).
 */
const MANNERS = {
  /** A changed mapping writes the date as DD.MM.YYYY. */
  dottedDate: (doc) => ({ deliveryDate: doc.deliveryDate.split('-').toReversed().join('.') }),
  /** Local midnight converted to UTC: the date a day early. */
  dayEarly: (doc) => ({
    deliveryDate: new Date(Date.parse(doc.deliveryDate) - 86_400_000).toISOString().slice(0, 10),
  }),
  /** A number drawn from the wrong interval of a number range: a few numbers on, as a counter would be. */
  otherInterval: (doc) => ({ poNumber: String(Number(doc.poNumber) + 1 + (hashString(doc.poNumber) % 89)) }),
  /** Another document's key, as a lookup of the wrong record returns it. */
  otherDocument: (doc) => ({
    docNumber: String(Number(doc.docNumber) + 1 + (hashString(doc.docNumber) % 977)).padStart(16, '0'),
  }),
} satisfies Record<string, (doc: BusinessDocument) => Partial<BusinessDocument>>;
export type Manner = keyof typeof MANNERS;

/** A number one off in its last digit, as a wrong mapping or a typo in test data makes it. */
const lastDigitOff = (number: string) => number.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));

/** A sold-to party one digit off the reference's, which the receiving system does not know. */
export const unknownSoldTo = lastDigitOff;

/** The current output: the reference with the given fields changed the way real defects change them. */
export function applyChanges(
  reference: BusinessDocument,
  changes: readonly FieldChange[],
  runSeed: number,
  /** When the execution made the new message (ISO): its creation time. */
  createdAt: string,
): BusinessDocument {
  const current: BusinessDocument = { ...reference, items: reference.items.map((item) => ({ ...item })) };
  const first = current.items[0];
  for (const { field, manner } of changes) {
    if (manner) {
      Object.assign(current, MANNERS[manner](reference));
      continue;
    }
    switch (field) {
      case 'created':
        current.created = createdAt;
        break;
      case 'docNumber':
        current.docNumber = String(Number(reference.docNumber) + 1 + (runSeed % 977)).padStart(16, '0');
        break;
      case 'messageGuid':
        current.messageGuid = guid(createRandom(hashString(reference.messageGuid, runSeed)));
        break;
      case 'currency':
        // A changed value mapping writes the ISO 4217 numeric code instead of the alphabetic one.
        current.currency = ISO_NUMERIC_CURRENCIES[reference.currency] ?? reference.currency;
        break;
      case 'poNumber':
        current.poNumber = lastDigitOff(reference.poNumber);
        break;
      case 'soldTo':
        current.soldTo = unknownSoldTo(reference.soldTo);
        break;
      case 'deliveryDate':
        current.deliveryDate = reference.deliveryDate.replace(
          /-(\d\d)$/,
          (_, day: string) => `-${String((Number(day) % 28) + 1).padStart(2, '0')}`,
        );
        break;
      case 'unit':
        if (first) first.unit = unmappedUnit(first.unit);
        break;
      case 'quantity':
        if (first) first.quantity += 1;
        break;
    }
  }
  return current;
}

/** The compared value of a field, as text (what REF_VALUE/CUR_VALUE show). */
export function fieldValue(document: BusinessDocument, field: ComparedField): string {
  const first = document.items[0];
  switch (field) {
    case 'unit':
      return first?.unit ?? '';
    case 'quantity':
      return String(first?.quantity ?? '');
    default:
      return document[field];
  }
}
