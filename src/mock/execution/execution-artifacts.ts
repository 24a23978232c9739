// What an execution leaves behind besides its status: comparison rows, middleware metadata and the
// current output payload. The rows and the payload derive from the changes the execution's story makes
// (outcome-stories.ts), read back from its message, and from its interface's own field stories
// (interface-stories.ts) on the day it ended, so they always agree with it and with each other.
import type { ContentFormat } from '../../contract/codes';
import type { RunComparison, RunDetail, RunMetadata, TestCase } from '../../contract/records';
import {
  applyChanges,
  referenceDocument,
  type BusinessDocument,
  type ComparedField,
  type FieldChange,
} from '../data/business-document';
import { differsThroughout, storiesOf } from '../data/interface-stories';
import { FILE_EXTENSIONS, MIME_TYPES, fieldPath, renderPayload, writtenValue } from '../data/payload-formats';
import { createRandom, hashString } from '../lib/prng';
import type { CaseProfile, StoredContent } from '../store/store-types';
import { contentIdFor } from './content-ids';
import { storyOf } from './outcome-stories';

/** What an execution's story needs: its final status and message, its interface and when it ended. */
export type Told = Pick<RunDetail, 'STATUS' | 'MESSAGE' | 'OBJDEFID' | 'END_DATE' | 'END_TIME'>;

const ALWAYS_COMPARED: readonly ComparedField[] = ['poNumber', 'soldTo', 'quantity'];

/** The fields that differ in the current output: the story's, and where they differ the interface's own instead. */
function changesOf(caseId: string, runId: string, told: Told, format: ContentFormat, historyEnds: Date) {
  const story = storyOf(told.STATUS, told.MESSAGE);
  const own = storiesOf(told.OBJDEFID, caseId);
  const differing = own.filter((mine) =>
    story.named === undefined
      ? differsThroughout(mine, caseId, told.END_DATE, historyEnds)
      : story.named.includes(fieldPath(format, mine.field)),
  );
  const changes = story.changes(
    createRandom(hashString(runId, hashString(caseId))),
    own.map((mine) => mine.field),
  );
  return [
    ...changes.filter((change) => !differing.some((mine) => mine.field === change.field)),
    ...differing.map(({ field, manner }): FieldChange => ({ field, result: 'ERROR', ...(manner ? { manner } : {}) })),
  ];
}

/** The reference with the execution's changes: a new message's creation time is when the execution ended. */
function changed(reference: BusinessDocument, changes: readonly FieldChange[], runId: string, told: Told) {
  return applyChanges(reference, changes, hashString(runId), `${told.END_DATE}T${told.END_TIME}Z`);
}

function currentDocument(caseId: string, runId: string, told: Told, profile: CaseProfile, historyEnds: Date) {
  const changes = changesOf(caseId, runId, told, profile.outputFormat, historyEnds);
  return changed(referenceDocument(caseId, profile.itemCount), changes, runId, told);
}

export function comparisonRows(
  caseId: string,
  runId: string,
  told: Told,
  profile: CaseProfile,
  historyEnds: Date,
): RunComparison[] {
  if (!storyOf(told.STATUS, told.MESSAGE).leavesOutput) return [];
  const changes = changesOf(caseId, runId, told, profile.outputFormat, historyEnds);
  const reference = referenceDocument(caseId, 1);
  const current = changed(reference, changes, runId, told);
  const contentId = contentIdFor(caseId, 'CUR_OUTPUT', runId);
  // The interface's own fields are compared in every execution: they match until their story makes them differ.
  const fields = [
    ...new Set<ComparedField>([
      ...ALWAYS_COMPARED,
      ...storiesOf(told.OBJDEFID, caseId).map((mine) => mine.field),
      ...changes.map((change) => change.field),
    ]),
  ];
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

/**
 * What an execution finds in its output for a variable it locates there: the middleware message ID of the new
 * message, which its output carries as the document number. Nothing when it left no output.
 */
export function locatorOf(caseId: string, runId: string, told: Told, profile: CaseProfile, historyEnds: Date) {
  return (name: string): string | undefined =>
    name === 'MESSAGE_ID' && storyOf(told.STATUS, told.MESSAGE).leavesOutput
      ? currentDocument(caseId, runId, told, { ...profile, itemCount: 1 }, historyEnds).docNumber
      : undefined;
}

/** The current output payload of an execution, its body rendered whenever someone reads it; none when it left none. */
export function currentOutput(
  testCase: TestCase,
  runId: string,
  told: Told,
  profile: CaseProfile,
  historyEnds: Date,
): StoredContent | undefined {
  if (!storyOf(told.STATUS, told.MESSAGE).leavesOutput) return undefined;
  // A copy: the DETAILS row passed in takes the next result when the case runs again in a merged run.
  const { STATUS, MESSAGE, OBJDEFID, END_DATE, END_TIME } = told;
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
      CREATED_ON: END_DATE,
      CREATED_TIME: END_TIME,
    },
    fileName: `${caseId}-current-output-${runId.slice(0, 8)}.${FILE_EXTENSIONS[profile.outputFormat]}`,
  } as StoredContent;
  // Rendered on each read and not kept: every execution adds a current output (≈5 MB for the volume
  // test), and keeping each body once read would grow memory with every run for as long as the mock runs.
  Object.defineProperty(content, 'body', {
    enumerable: true,
    get: () =>
      renderPayload(
        currentDocument(caseId, runId, { STATUS, MESSAGE, OBJDEFID, END_DATE, END_TIME }, profile, historyEnds),
        profile.outputFormat,
      ),
  });
  return content;
}
