// Test cases: spread over the interface folders, each testing one interface with its automation object,
// payload shape and variables.
import { NEVER_RUN_TEXT, type ContentFormat } from '../../contract/codes';
import { padId } from '../../contract/ids';
import type { CaseVariable, TestCase } from '../../contract/records';
import type { CaseProfile } from '../store/store-types';
import {
  INTERFACES,
  LANDSCAPES,
  ORIG_SYSTEMS,
  PARTNERS,
  USERS,
  VARIABLE_TEMPLATES,
  type InterfaceEntry,
} from './catalog';
import { fieldValue, referenceDocument } from './business-document';
import type { GeneratedFolders } from './generate-folders';
import type { Random } from '../lib/prng';

export const FIRST_CASE_ID = 100_000;
/** Items in the one volume-test payload of a data set (about 5 MB of IDoc XML). */
export const VOLUME_TEST_ITEMS = 20_000;

const SCENARIOS = [
  'Standard order with {n} items',
  'Rush order, delivery next day',
  'Order with free-of-charge item',
  'Blocked customer is rejected (negative test)',
  'Duplicate purchase order number is rejected',
  'Price condition from customer contract',
  'Unit of measure conversion {unit}',
  'Partner {partner}: special characters "Müller & Söhne <GmbH>"',
  'Partial delivery with back order',
  'Currency conversion to group currency',
  'Cancellation of an existing document',
  'Mapping of long texts (over 132 characters)',
] as const;

export interface GeneratedTestCases {
  testCases: Map<string, TestCase>;
  testCaseIdsByFolder: Map<string, string[]>;
  caseProfiles: Map<string, CaseProfile>;
  variablesByCase: Map<string, CaseVariable[]>;
}

export function generateTestCases(count: number, tree: GeneratedFolders, random: Random): GeneratedTestCases {
  const folderIds = [...tree.folders.keys()];
  const holders = folderIds.filter((id) => (tree.interfaceOf.get(id) ?? -1) >= 0);
  const candidates = holders.length > 0 ? holders : folderIds;

  // Decide each case's folder first, then number cases in tree order so IDs read naturally per folder.
  const perFolder = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const folderId = candidates[random.int(0, candidates.length - 1)]!;
    perFolder.set(folderId, (perFolder.get(folderId) ?? 0) + 1);
  }

  const result: GeneratedTestCases = {
    testCases: new Map(),
    testCaseIdsByFolder: new Map(),
    caseProfiles: new Map(),
    variablesByCase: new Map(),
  };
  let nextId = FIRST_CASE_ID;
  let volumeCaseMade = false;
  for (const folderId of folderIds) {
    const casesHere = perFolder.get(folderId) ?? 0;
    if (casesHere === 0) continue;
    const folderInterface = tree.interfaceOf.get(folderId) ?? -1;
    const ids: string[] = [];
    for (let i = 0; i < casesHere; i++) {
      const id = padId(String(nextId++));
      const entry = INTERFACES[folderInterface >= 0 ? folderInterface : random.int(0, INTERFACES.length - 1)]!;
      const volume: boolean = !volumeCaseMade && entry.format === 'IDOC';
      volumeCaseMade ||= volume;
      const profile: CaseProfile = {
        inputFormat: entry.format,
        outputFormat: outputFormatOf(entry.format),
        itemCount: volume ? VOLUME_TEST_ITEMS : random.int(1, 6),
      };
      const record = makeTestCase(id, folderId, entry, profile, volume, ids, random);
      result.testCases.set(id, record);
      result.caseProfiles.set(id, profile);
      result.variablesByCase.set(id, makeVariables(id, profile, random));
      ids.push(id);
    }
    result.testCaseIdsByFolder.set(folderId, ids);
  }
  return result;
}

/** What the middleware turns an input into: EDI is converted to IDoc, flat files to XML. */
export function outputFormatOf(input: ContentFormat): ContentFormat {
  if (input === 'EDI') return 'IDOC';
  if (input === 'FLAT') return 'XML';
  return input;
}

function testTypeOf(entry: InterfaceEntry, random: Random): number {
  if (random.chance(0.08)) return 40;
  if (entry.format === 'JSON') return random.pick([54, 20]);
  if (entry.object.endsWith('_IN')) return random.pick([30, 21, 20]);
  if (entry.object.endsWith('_OUT')) return random.pick([22, 20]);
  return 20;
}

function makeTestCase(
  id: string,
  folderId: string,
  entry: InterfaceEntry,
  profile: CaseProfile,
  volume: boolean,
  siblings: string[],
  random: Random,
): TestCase {
  const template = random.pick(SCENARIOS);
  const descr = volume
    ? `Bulk order with ${VOLUME_TEST_ITEMS.toLocaleString('en-US')} items (volume test)`
    : template
        .replace('{n}', String(profile.itemCount))
        .replace('{unit}', random.pick(['PAL → EA', 'KG → G', 'BOX → EA']))
        .replace('{partner}', random.pick(PARTNERS));
  const created = new Date(
    Date.UTC(2024, 2, 1) + random.int(0, 560) * 86_400_000 + random.int(0, 86_399) * 1000,
  ).toISOString();
  const copied = random.chance(0.3);
  const landscape = random.pick(LANDSCAPES);
  return {
    CASEID: id,
    SCNRID: folderId,
    DESCR: descr,
    DOCNUM: profile.inputFormat === 'IDOC' ? referenceDocument(id, 1).docNumber : random.hex(32),
    OBJDEFID: entry.object,
    CREATED_ON: created.slice(0, 10),
    CREATED_TIME: created.slice(11, 19),
    CREATED_BY: random.pick(USERS),
    IFTYPE: testTypeOf(entry, random),
    PARENT_CASEID: siblings.length > 0 && random.chance(0.1) ? random.pick(siblings) : '',
    ORIG_SYSTEM: random.pick(ORIG_SYSTEMS),
    ORIG_CASEID: copied ? padId(String(random.int(1000, 99999))) : '',
    LANDSCAPE_ID: landscape,
    ORIG_LANDSCAPE_ID: copied ? random.pick(LANDSCAPES) : landscape,
    LAST_RUN_ID: '',
    LAST_STARTED_BY: '',
    LAST_STARTED_DATE: '',
    LAST_STARTED_TIME: '',
    LAST_STATUS: '',
    LAST_STATUS_TXT: NEVER_RUN_TEXT,
  };
}

function makeVariables(caseId: string, profile: CaseProfile, random: Random): CaseVariable[] {
  const document = referenceDocument(caseId, Math.min(profile.itemCount, 1));
  const referenceValues: Record<string, string> = {
    PO_NUMBER: document.poNumber,
    MATERIAL: document.items[0]?.material ?? '',
    QUANTITY: fieldValue(document, 'quantity'),
    SOLD_TO: document.soldTo,
    DELIVERY_DATE: document.deliveryDate,
    SALES_ORDER: String(random.int(1_000_000, 9_999_999)),
    MESSAGE_ID: document.docNumber,
    INVOICE_NO: `90${String(random.int(1_000_000, 9_999_999))}`,
  };
  const count = random.int(0, 4);
  const start = random.int(0, VARIABLE_TEMPLATES.length - 1);
  const variables: CaseVariable[] = [];
  for (let i = 0; i < count; i++) {
    const template = VARIABLE_TEMPLATES[(start + i) % VARIABLE_TEMPLATES.length]!;
    variables.push({
      CASEID: caseId,
      VAR_NAME: template.name,
      DESCR: template.descr,
      VAR_ACTION: template.action,
      REF_VALUE: referenceValues[template.name] ?? '',
    });
  }
  return variables;
}
