// What an execution leaves behind besides its status: comparison rows, middleware metadata and the
// current output payload. All three derive from the same changed fields, so they always agree.
import type { RunComparison, RunMetadata, TestCase } from '../../contract/records';
import {
  applyChanges,
  changesForStatus,
  fieldValue,
  referenceDocument,
  type ComparedField,
} from '../data/business-document';
import { FILE_EXTENSIONS, MIME_TYPES, fieldPath, renderPayload } from '../data/payload-formats';
import { hashString } from '../lib/prng';
import type { CaseProfile, StoredContent } from '../store/store-types';
import { contentIdFor } from './content-ids';

const ALWAYS_COMPARED: readonly ComparedField[] = ['poNumber', 'soldTo', 'quantity'];

function changesOf(caseId: string, runId: string, status: string) {
  return changesForStatus(status, hashString(runId, hashString(caseId)));
}

function currentDocument(caseId: string, runId: string, status: string, profile: CaseProfile) {
  return applyChanges(
    referenceDocument(caseId, profile.itemCount),
    changesOf(caseId, runId, status),
    hashString(runId),
  );
}

export function comparisonRows(caseId: string, runId: string, status: string, profile: CaseProfile): RunComparison[] {
  if (status === 'A') return [];
  const changes = changesOf(caseId, runId, status);
  const reference = referenceDocument(caseId, 1);
  const current = applyChanges(reference, changes, hashString(runId));
  const contentId = contentIdFor(caseId, 'CUR_OUTPUT', runId);
  const fields = [...new Set<ComparedField>([...ALWAYS_COMPARED, ...changes.map((change) => change.field)])];
  return fields.map((field) => ({
    CASEID: caseId,
    CONTENT_ID: contentId,
    PATH: fieldPath(profile.outputFormat, field),
    REF_VALUE: fieldValue(reference, field),
    CUR_VALUE: fieldValue(current, field),
    RESULT: changes.find((change) => change.field === field)?.result ?? 'MATCH',
  }));
}

export function metadataRows(testCase: TestCase, runId: string, status: string, profile: CaseProfile): RunMetadata[] {
  if (status === 'A') return [];
  const document = referenceDocument(testCase.CASEID, 1);
  const hash = hashString(runId, hashString(testCase.CASEID));
  const inbound = testCase.OBJDEFID.endsWith('_IN');
  const rows: [string, string][] = [
    ['SENDER', inbound ? document.partner : 'S4QCLNT200'],
    ['RECEIVER', inbound ? 'S4QCLNT200' : document.partner],
    ['INTERFACE', testCase.OBJDEFID],
    ['NAMESPACE', `urn:example:integration:${profile.outputFormat.toLowerCase()}`],
    ['MESSAGE_ID', (hash.toString(16).toUpperCase() + testCase.CASEID).padEnd(32, '0').slice(0, 32)],
    ['ADAPTER_TYPE', { IDOC: 'IDoc_AAE', XML: 'SOAP', JSON: 'REST', FLAT: 'SFTP', EDI: 'AS2' }[profile.inputFormat]],
    ['PROCESSING_TIME_MS', String(40 + (hash % 2400))],
  ];
  return rows.map(([NAME, VALUE]) => ({ CASEID: testCase.CASEID, NAME, VALUE }));
}

/** The current output payload of an execution, its body rendered whenever someone reads it. */
export function currentOutput(
  testCase: TestCase,
  runId: string,
  status: string,
  profile: CaseProfile,
  created: { date: string; time: string },
): StoredContent {
  const caseId = testCase.CASEID;
  const contentId = contentIdFor(caseId, 'CUR_OUTPUT', runId);
  const content = {
    meta: {
      CONTENT_ID: contentId,
      CASEID: caseId,
      CONTENT_TYPE: 'CUR_OUTPUT',
      FORMAT: profile.outputFormat,
      MIME_TYPE: MIME_TYPES[profile.outputFormat],
      DESCR: `Current output of run ${runId.slice(0, 8)}…`,
      SIZE: 0,
      RUN_ID: runId,
      CREATED_ON: created.date,
      CREATED_TIME: created.time,
    },
    fileName: `${caseId}-current-output-${runId.slice(0, 8)}.${FILE_EXTENSIONS[profile.outputFormat]}`,
  } as StoredContent;
  // Rendered on each read and not kept: every execution adds a current output (≈5 MB for the volume
  // test), and keeping each body once read would grow memory with every run for as long as the mock runs.
  Object.defineProperty(content, 'body', {
    enumerable: true,
    get: () => renderPayload(currentDocument(caseId, runId, status, profile), profile.outputFormat),
  });
  return content;
}
