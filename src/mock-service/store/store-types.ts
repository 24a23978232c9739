// The mock's in-memory data model. Records are stored exactly as the service sends them (padded IDs,
// wire dates), with indexes for every filter that would otherwise scan a large data set.
import type {
  CaseResult,
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
  body: string;
  fileName: string;
}

/** A run with everything the include options can add; the route picks what to send. */
export interface StoredRun {
  record: Omit<TestRun, 'DETAILS' | 'VARIABLES' | 'COMPARISON' | 'METADATA'> & { TYPE: string };
  details: RunDetail[];
  variables: RunVariable[];
  comparison: RunComparison[];
  metadata: RunMetadata[];
  /** Landscape the run executed on (EXECUTION_LANDSCAPE), shown in case results. */
  landscape: string;
}

export interface MockStore {
  /** Folders by padded ID, in tree order (parents before children, siblings by ID). */
  folders: Map<string, Scenario>;
  /** Child folder IDs by parent ID; top-level folders under `0000000000`. */
  childFolderIds: Map<string, string[]>;
  /** Test cases by padded ID. */
  testCases: Map<string, TestCase>;
  /** Test case IDs by the folder that directly holds them. */
  testCaseIdsByFolder: Map<string, string[]>;
  /** Variables by test case ID. */
  variablesByCase: Map<string, CaseVariable[]>;
  /** Payloads by content ID (upper case), and content IDs by test case ID. */
  contents: Map<string, StoredContent>;
  contentIdsByCase: Map<string, string[]>;
  /** Runs by run ID (upper case). */
  runs: Map<string, StoredRun>;
  /** Run IDs newest first (by start date and time, then ID). */
  runIdsNewestFirst: string[];
  /** Result history by test case ID, newest first; derived from runs, kept in step by the engine. */
  resultsByCase: Map<string, CaseResult[]>;
}
