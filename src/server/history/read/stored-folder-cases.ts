// A folder's test cases over the history store, as the explorer's list shows them: filtered, sorted and paged here
// (the folder's own by test_cases_folder; "Show all" the whole sub-tree below it). Flaky scores come from the store's
// results for lists short enough to score (FLAKY_SCORES_MAX_CASES), as the list always scored them.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { TEST_TYPES } from '../../../contract/codes';
import { flakyText } from '../../../analysis/flakiness';
import {
  type CaseColumn,
  type FolderCase,
  type FolderCases,
  type FolderCasesView,
} from '../../../contract/dashboard-api/folders';
import { FLAKY_SCORES_MAX_CASES } from '../../../contract/dashboard-api/flaky-scores';
import { testCases } from '../store/schema';
import { subtree } from '../store/stored-catalog';
import type { StoreDb } from '../store/store-db';
import { lastRunId, lastStarted, lastStartedBy, lastStatus, lastStatusText } from './case-last-result';
import { storedFlakyScores } from './stored-flaky-scores';

const typeText = sql.join(
  [
    sql`(case ${testCases.testType}`,
    ...Object.entries(TEST_TYPES).map(([code, name]) => sql`when ${Number(code)} then ${name}`),
    sql`else 'Test type ' || ${testCases.testType} end)`,
  ],
  sql` `,
);

/** What each column shows, as text (filters match it) and as the value it sorts by; Flaky is scored apart. */
const COLUMNS: Record<Exclude<CaseColumn, 'Flaky'>, { shown: SQL; sorted: SQL }> = {
  ID: { shown: sql`ltrim(${testCases.id}, '0')`, sorted: sql`${testCases.id}` },
  'Last status': {
    shown: sql`coalesce(nullif(${lastStatusText}, ''), nullif(${lastStatus}, ''), 'Not run')`,
    sorted: sql`coalesce(nullif(${lastStatusText}, ''), nullif(${lastStatus}, ''), 'Not run')`,
  },
  Description: { shown: sql`${testCases.description}`, sorted: sql`lower(${testCases.description})` },
  'Test type': { shown: sql`${testCases.testType} || ' ' || ${typeText}`, sorted: sql`${testCases.testType}` },
  'Automation object': { shown: sql`${testCases.automationObject}`, sorted: sql`lower(${testCases.automationObject})` },
  'Document number': {
    shown: sql`coalesce(${testCases.record}->>'DOCNUM', '')`,
    sorted: sql`${testCases.record}->>'DOCNUM'`,
  },
  'Last run': { shown: lastStarted, sorted: lastStarted },
  'Started by': { shown: lastStartedBy, sorted: lastStartedBy },
};

const contains = (shown: SQL, text: string) => sql`strpos(lower(${shown}), lower(${text})) > 0`;

function columnFilters(filters: readonly string[]) {
  return filters.map((filter) => {
    const at = filter.indexOf(':');
    return { column: filter.slice(0, at) as CaseColumn, text: filter.slice(at + 1) };
  });
}

const listed = {
  CASEID: testCases.id,
  SCNRID: testCases.folderId,
  DESCR: testCases.description,
  IFTYPE: testCases.testType,
  OBJDEFID: testCases.automationObject,
  DOCNUM: sql<string>`coalesce(${testCases.record}->>'DOCNUM', '')`,
  LAST_RUN_ID: sql<string>`${lastRunId}`,
  LAST_STATUS: sql<string>`${lastStatus}`,
  LAST_STATUS_TXT: sql<string>`${lastStatusText}`,
  LAST_STARTED_BY: sql<string>`${lastStartedBy}`,
  LAST_STARTED: sql<string>`${lastStarted}`,
};
type ListedRow = { [K in keyof typeof listed]: K extends 'IFTYPE' ? number : string };

const asCase = ({ LAST_STARTED, ...row }: ListedRow): FolderCase => ({
  ...row,
  LAST_STARTED_DATE: LAST_STARTED.slice(0, 10),
  LAST_STARTED_TIME: LAST_STARTED.slice(11),
});

/** A view of a folder's test cases worked out whole: its IDs in order, its totals and (short lists) its scores. */
export interface CaseView {
  ids: string[];
  all: number;
  failed: number;
  scores: Map<string, Flakiness> | undefined;
}
type Flakiness = NonNullable<FolderCase['flakiness']>;

/**
 * The IDs of a view in order, sorted and filtered in SQL (the IDs alone: the records' JSON is read for the page
 * shown only), or, sorted or filtered by flakiness, in JS over the scores of a short list.
 */
export async function storedCaseView(db: StoreDb, query: FolderCasesView): Promise<CaseView> {
  const { folder, deep, sort, dir, q } = query;
  const inList = and(
    isNull(testCases.goneAt),
    deep === 'true' ? sql`${testCases.folderId} in ${subtree(folder)}` : eq(testCases.folderId, folder),
  );
  const filters = columnFilters(query.filter);
  const textFilters = filters.flatMap(({ column, text }) =>
    column === 'Flaky' || !text ? [] : [contains(COLUMNS[column].shown, text)],
  );
  const everyShown = sql.join(
    Object.values(COLUMNS).map((column) => column.shown),
    sql` || ' ' || `,
  );
  const where = and(inList, q ? contains(everyShown, q) : undefined, ...textFilters);
  const [totals] = await db
    .select({
      all: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${lastStatus} in ('E', 'A')))::int`,
    })
    .from(testCases)
    .where(inList);
  const all = totals?.all ?? 0;
  const scores = all <= FLAKY_SCORES_MAX_CASES && all > 0 ? await scoresOf(db, inList) : undefined;
  const flakyFilters = filters.filter((filter) => filter.column === 'Flaky' && filter.text);
  const order = sort && sort !== 'Flaky' ? COLUMNS[sort].sorted : undefined;
  const direction = dir === 'desc' ? desc : asc;
  let ids = (
    await db
      .select({ id: testCases.id })
      .from(testCases)
      .where(where)
      .orderBy(...(order ? [direction(order)] : []), direction(testCases.id))
  ).map((row) => row.id);
  if (sort === 'Flaky' || flakyFilters.length > 0) {
    // Only a short list is scored; a longer one has no flaky case to filter or sort by.
    const textOf = (id: string) => flakyText(scores?.get(id)).toLowerCase();
    ids = ids.filter((id) => flakyFilters.every(({ text }) => textOf(id).includes(text.toLowerCase())));
    const sign = dir === 'desc' ? -1 : 1;
    const scoreOf = (id: string) => scores?.get(id)?.score ?? -1;
    if (sort === 'Flaky') ids.sort((a, b) => sign * (scoreOf(a) - scoreOf(b)));
  }
  return { ids, all, failed: totals?.failed ?? 0, scores };
}

/** One page of a view: only its rows are read. */
export async function pageOfCaseView(
  db: StoreDb,
  { ids: every, all, failed, scores }: CaseView,
  offset: number,
  limit: number,
): Promise<FolderCases> {
  const ids = every.slice(offset, offset + limit);
  const byId = new Map(
    ids.length === 0
      ? []
      : (await db.select(listed).from(testCases).where(inArray(testCases.id, ids))).map((row) => [row.CASEID, row]),
  );
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    const flakiness = scores?.get(id);
    return row ? [{ ...asCase(row), ...(flakiness ? { flakiness } : {}) }] : [];
  });
  const flaky = scores ? [...scores.values()].filter((score) => score.flaky).length : null;
  return { total: every.length, offset, rows, all, failed, flaky };
}

/** The flaky scores of every case of a short list, by ID. */
async function scoresOf(db: StoreDb, inList: SQL | undefined) {
  const ids = (await db.select({ id: testCases.id }).from(testCases).where(inList)).map((row) => row.id);
  const { scores } = await storedFlakyScores(db, { case: ids });
  return new Map(scores.map(({ CASEID, ...flakiness }) => [CASEID, flakiness]));
}
