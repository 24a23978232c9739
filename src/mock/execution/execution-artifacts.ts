// What an execution leaves behind besides its status: comparison rows, middleware metadata and the
// current output payload. The rows and the payload derive from the changes the execution's story makes
// (outcome-stories.ts), read back from its message, so they always agree with it and with each other.
import type { RunComparison, RunDetail, RunMetadata, TestCase } from '../../contract/records';
import { applyChanges, referenceDocument, type ComparedField } from '../data/business-document';
import { FILE_EXTENSIONS, MIME_TYPES, fieldPath, renderPayload, writtenValue } from '../data/payload-formats';
import { createRandom, hashString } from '../lib/prng';
import type { CaseProfile, StoredContent } from '../store/store-types';
import { contentIdFor } from './content-ids';
import { storyOf } from './outcome-stories';

/** The final status and message of an execution: all its story needs. */
export type Told = Pick<RunDetail, 'STATUS' | 'MESSAGE'>;

const ALWAYS_COMPARED: readonly ComparedField[] = ['poNumber', 'soldTo', 'quantity'];

function changesOf(caseId: string, runId: string, told: Told) {
  return storyOf(told.STATUS, told.MESSAGE).changes(createRandom(hashString(runId, hashString(caseId))));
}

function currentDocument(caseId: string, runId: string, told: Told, itemCount: number) {
  return applyChanges(referenceDocument(caseId, itemCount), changesOf(caseId, runId, told), hashString(runId));
}

export function comparisonRows(caseId: string, runId: string, told: Told, profile: CaseProfile): RunComparison[] {
  if (!storyOf(told.STATUS, told.MESSAGE).leavesOutput) return [];
  const changes = changesOf(caseId, runId, told);
  const reference = referenceDocument(caseId, 1);
  const current = currentDocument(caseId, runId, told, 1);
  const contentId = contentIdFor(caseId, 'CUR_OUTPUT', runId);
  const fields = [...new Set<ComparedField>([...ALWAYS_COMPARED, ...changes.map((change) => change.field)])];
  return fields.map((field) => ({
    CASEID: caseId,
    CONTENT_ID: contentId,
    PATH: fieldPath(profile.outputFormat, field),
    REF_VALUE: writtenValue(profile.outputFormat, reference, field),
    CUR_VALUE: writtenValue(profile.outputFormat, current, field),
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

/** The current output payload of an execution, its body rendered whenever someone reads it; none when it left none. */
export function currentOutput(
  testCase: TestCase,
  runId: string,
  told: Told,
  profile: CaseProfile,
  created: { date: string; time: string },
): StoredContent | undefined {
  if (!storyOf(told.STATUS, told.MESSAGE).leavesOutput) return undefined;
  // A copy: the DETAILS row passed in takes the next result when the case runs again in a merged run.
  const { STATUS, MESSAGE } = told;
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
    get: () =>
      renderPayload(currentDocument(caseId, runId, { STATUS, MESSAGE }, profile.itemCount), profile.outputFormat),
  });
  return content;
}
