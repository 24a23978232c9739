// The business document a test case moves through the middleware, and how a run's outcome changes it.
// Payload renderers (one per format) turn a document into text; comparison rows name the changed fields.
import { createRandom, hashString } from '../lib/prng';
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
  items: DocumentItem[];
}

/** The fields a comparison looks at; each format maps them to its own path syntax. */
export type ComparedField = 'created' | 'docNumber' | 'poNumber' | 'soldTo' | 'deliveryDate' | 'unit' | 'quantity';

export interface FieldChange {
  field: ComparedField;
  result: 'WARNING' | 'ERROR';
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

/** A number one off in its last digit, as a wrong mapping or a typo in test data makes it. */
const lastDigitOff = (number: string) => number.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));

/** A sold-to party one digit off the reference's, which the receiving system does not know. */
export const unknownSoldTo = lastDigitOff;

/** The current output: the reference with the given fields changed the way real defects change them. */
export function applyChanges(
  reference: BusinessDocument,
  changes: readonly FieldChange[],
  runSeed: number,
): BusinessDocument {
  const current: BusinessDocument = { ...reference, items: reference.items.map((item) => ({ ...item })) };
  const first = current.items[0];
  for (const { field } of changes) {
    switch (field) {
      case 'created':
        current.created = `2026-11-${String(1 + (runSeed % 20)).padStart(2, '0')}T09:${String(runSeed % 60).padStart(2, '0')}:00Z`;
        break;
      case 'docNumber':
        current.docNumber = String(Number(reference.docNumber) + 1 + (runSeed % 977)).padStart(16, '0');
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
