// Payloads of all test cases. Reference payloads and the seeded current outputs are made the first time a
// test case's payloads are asked for; runs started on the mock add theirs explicitly.
import type { TestCase } from '../../contract/records';
import { caseIdOfContent, contentIdFor, type ContentKind } from '../execution/content-ids';
import { currentOutput, type Told } from '../execution/execution-artifacts';
import { defineLazy } from '../lib/lazy';
import type { CaseProfile, ContentCatalog, StoredContent } from '../store/store-types';
import { referenceDocument } from './business-document';
import { FILE_EXTENSIONS, MIME_TYPES, renderPayload } from './payload-formats';

/** The newest seeded execution of a test case, whose current output the catalog makes on demand. */
export interface SeededExecution {
  runId: string;
  told: Told;
}

const REFERENCE_KINDS = [
  ['REF_INPUT', 'Reference input message'],
  ['REF_OUTPUT', 'Reference output message'],
] as const;

export function createContentCatalog(
  testCases: ReadonlyMap<string, TestCase>,
  profiles: ReadonlyMap<string, CaseProfile>,
  seededExecutions: ReadonlyMap<string, SeededExecution>,
  historyEnds: Date,
): ContentCatalog {
  const seededByCase = new Map<string, StoredContent[]>();
  const added = new Map<string, StoredContent>();
  const addedByCase = new Map<string, StoredContent[]>();

  const seededFor = (caseId: string): StoredContent[] => {
    const cached = seededByCase.get(caseId);
    if (cached) return cached;
    const testCase = testCases.get(caseId);
    const profile = profiles.get(caseId);
    if (!testCase || !profile) return [];
    const made = REFERENCE_KINDS.map(([kind, descr]) => referenceContent(testCase, profile, kind, descr));
    const execution = seededExecutions.get(caseId);
    const output = execution && currentOutput(testCase, execution.runId, execution.told, profile, historyEnds);
    if (output) made.push(output);
    made.forEach(withSize);
    seededByCase.set(caseId, made);
    return made;
  };

  return {
    listForCase: (caseId) => [...seededFor(caseId), ...(addedByCase.get(caseId) ?? [])],
    get: (contentId) => {
      const id = contentId.toUpperCase();
      const explicit = added.get(id);
      if (explicit) return explicit;
      const caseId = caseIdOfContent(id);
      return caseId ? seededFor(caseId).find((content) => content.meta.CONTENT_ID === id) : undefined;
    },
    add: (content) => {
      withSize(content);
      added.set(content.meta.CONTENT_ID, content);
      const list = addedByCase.get(content.meta.CASEID) ?? [];
      list.push(content);
      addedByCase.set(content.meta.CASEID, list);
    },
  };
}

function referenceContent(testCase: TestCase, profile: CaseProfile, kind: ContentKind, descr: string): StoredContent {
  const format = kind === 'REF_INPUT' ? profile.inputFormat : profile.outputFormat;
  const content = {
    meta: {
      CONTENT_ID: contentIdFor(testCase.CASEID, kind),
      CASEID: testCase.CASEID,
      CONTENT_TYPE: kind,
      FORMAT: format,
      MIME_TYPE: MIME_TYPES[format],
      DESCR: descr,
      SIZE: 0,
      RUN_ID: '',
      CREATED_ON: testCase.CREATED_ON,
      CREATED_TIME: testCase.CREATED_TIME,
    },
    fileName: `${testCase.CASEID}-${kind.toLowerCase().replace('_', '-')}.${FILE_EXTENSIONS[format]}`,
  } as StoredContent;
  defineLazy(content, 'body', () => renderPayload(referenceDocument(testCase.CASEID, profile.itemCount), format));
  return content;
}

const encoder = new TextEncoder();

/** SIZE is the body's length in bytes, measured the first time anyone reads it. */
function withSize(content: StoredContent): void {
  Object.defineProperty(content.meta, 'SIZE', {
    enumerable: true,
    configurable: true,
    get: () => {
      const size = encoder.encode(content.body).length;
      Object.defineProperty(content.meta, 'SIZE', {
        value: size,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return size;
    },
  });
}
