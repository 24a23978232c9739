// The mock's in-memory data model. Records are kept exactly as the service sends them (padded IDs, wire
// dates), with an index for every filter that would otherwise scan a large data set. Heavy parts of seeded
// records (payload bodies, comparison rows, metadata) are computed on first use, so the large data set
// starts in seconds.
import type { ContentFormat } from '../../contract/codes';
import type {
  CaseVariable,
  Content,
  RunComparison,
  RunDetail,
  RunMetadata,
  RunVariable,
  Scenario,
  TestCase,
  TestRun,
} from '../../contract/records';

/** A payload: its list entry plus the raw body that /contenttypes/{contentId} answers with. */
export interface StoredContent {
  meta: Content;
  readonly body: string;
  fileName: string;
}

/** The run's own members (everything but the arrays the include options add); TYPE always set. */
export type RunRecord = Pick<
  TestRun,
  | 'RUN_ID'
  | 'NAME'
  | 'STARTED_BY'
  | 'STARTED_DATE'
  | 'STARTED_TIME'
  | 'TC_TOTAL'
  | 'TC_PASSED'
  | 'TC_FAILED'
  | 'REMOTE_CMP_RUN'
  | 'END_DATE'
  | 'END_TIME'
  | 'REPORT_URL'
  | 'FIORI_REPORT_URL'
> & { TYPE: string };

/** A run with everything the include options can add; the route picks what to send. */
export interface StoredRun {
  record: RunRecord;
  details: RunDetail[];
  variables: RunVariable[];
  comparison: RunComparison[];
  metadata: RunMetadata[];
  /** Landscape the run executed on (EXECUTION_LANDSCAPE), shown in test case results. */
  landscape: string;
}

/** Payloads of test cases: seeded ones are made on demand, executed runs add current outputs. */
export interface ContentCatalog {
  listForCase(caseId: string): StoredContent[];
  get(contentId: string): StoredContent | undefined;
  add(content: StoredContent): void;
}

/** What the generator knows about a test case beyond its record: how its payloads look. */
export interface CaseProfile {
  inputFormat: ContentFormat;
  outputFormat: ContentFormat;
  itemCount: number;
}

export interface MockStore {
  /** Folders by padded ID, in tree order (parents before children). */
  folders: Map<string, Scenario>;
  /** Child folder IDs by parent ID, in order; top-level folders under `0000000000`. */
  childFolderIds: Map<string, string[]>;
  /** Test cases by padded ID. */
  testCases: Map<string, TestCase>;
  /** Test case IDs by the folder that directly holds them. */
  testCaseIdsByFolder: Map<string, string[]>;
  /** Payload shape of each test case. */
  caseProfiles: Map<string, CaseProfile>;
  /** Variables by test case ID. */
  variablesByCase: Map<string, CaseVariable[]>;
  contents: ContentCatalog;
  /** Runs by run ID (upper case). */
  runs: Map<string, StoredRun>;
  /** Run IDs newest first (by start date and time, then ID). */
  runIdsNewestFirst: string[];
  /** IDs of the runs that executed a test case, newest first: the case's result history. */
  runIdsByCase: Map<string, string[]>;
  /** When the data set's seeded history ends: what an interface's changes of a field date from. */
  historyEnds: Date;
}
