// GET /api/digest: a week from the store, put together from the readers the other screens use, so that the digest
// says what they say: the overview's pass rate (by the runs' counts, outages out), the lifecycle's classes, the
// needs-triage queue, the quarantines and the interfaces' field ledgers.
import { and, eq, gte, min, or } from 'drizzle-orm';
import { passRateOf, finishedOf } from '../../../analysis/overview/outcome';
import { DIGEST_FIELDS, DIGEST_WEEKS_BEFORE, type Digest } from '../../../contract/dashboard-api/digest';
import { daysAfter } from '../../../contract/weeks';
import { DEFAULT_TRIAGE_DAYS, MAX_TRIAGE_LIMIT } from '../../../contract/dashboard-api/triage-basics';
import { toWireDateTime } from '../../../contract/date-time';
import { failures } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { needsTriage } from '../triage/needs-triage';
import { readOutageRule } from '../triage/outage-rule-store';
import { listQuarantines } from '../triage/quarantine-store';
import { outcomeByCounts } from './overview-figures';
import { storedLedgersByObject } from './stored-field-ledger';
import { failingCases } from './stored-lifecycle';

/** Noon of a day: the readers that take "now" count whole days back from its date. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);
const inWeek = (date: string, week: { from: string; to: string }) => date >= week.from && date <= week.to;
const wholeDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

async function passRates(db: StoreDb, monday: string, patterns: readonly string[]) {
  const weeks = Array.from({ length: DIGEST_WEEKS_BEFORE + 1 }, (_, index) => {
    const from = daysAfter(monday, -7 * (DIGEST_WEEKS_BEFORE - index));
    return { from, to: daysAfter(from, 6) };
  });
  return Promise.all(
    weeks.map(async (week) => {
      const outcome = await outcomeByCounts(db, week, patterns);
      return { ...week, passRate: passRateOf(outcome) ?? null, finished: finishedOf(outcome) };
    }),
  );
}

/**
 * The cases whose class dates from a run of the week. A case is looked at when it failed in the month before the
 * week or since, as the lifecycle screen's default window: a recovery in the week may follow an older failure.
 */
async function weekFailures(db: StoreDb, week: { from: string; to: string }, now: Date) {
  const days = wholeDays(daysAfter(week.from, -DEFAULT_TRIAGE_DAYS), toWireDateTime(now).date) + 1;
  const { rows } = await failingCases(db, days, now);
  const cases = rows
    .filter((row) => inWeek(row.since.STARTED_DATE, week))
    .toSorted((a, b) => a.class.localeCompare(b.class) || a.CASEID.localeCompare(b.CASEID))
    .map(({ CASEID, DESCR, class: kind, since }) => ({ CASEID, DESCR, class: kind, since }));
  const counts = { new: 0, broken: 0, flaky: 0, recovered: 0 };
  for (const row of cases) counts[row.class] += 1;
  return { counts, cases };
}

/** The first stored failure of each signature since `from`: how long it has waited for a decision. */
async function firstFailures(db: StoreDb, signatures: readonly { OBJDEFID: string; cause: string }[], from: string) {
  if (signatures.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ object: failures.automationObject, cause: failures.cause, first: min(failures.runStartedAt) })
    .from(failures)
    .where(
      and(
        gte(failures.runStartedAt, `${from} 00:00:00`),
        or(
          ...signatures.map((each) =>
            and(eq(failures.automationObject, each.OBJDEFID), eq(failures.cause, each.cause)),
          ),
        ),
      ),
    )
    .groupBy(failures.automationObject, failures.cause);
  return new Map(rows.map((row) => [`${row.object}\u0000${row.cause}`, (row.first ?? '').slice(0, 10)]));
}

async function stillToTriage(db: StoreDb, now: Date) {
  const today = toWireDateTime(now).date;
  const queue = await needsTriage(db, { days: DEFAULT_TRIAGE_DAYS, limit: MAX_TRIAGE_LIMIT }, now);
  const first = await firstFailures(
    db,
    queue.entries.map((entry) => entry.signature),
    queue.from,
  );
  const oldest = queue.entries
    .map(({ signature, state, failures: failed, cases, newest }) => {
      const waitingSince = first.get(`${signature.OBJDEFID}\u0000${signature.cause}`) || newest.STARTED_DATE;
      return { signature, state, failures: failed, cases, waitingSince, days: wholeDays(waitingSince, today) };
    })
    .toSorted((a, b) => a.waitingSince.localeCompare(b.waitingSince) || b.failures - a.failures);
  return { signatures: queue.total.signatures, failures: queue.total.failures, oldest };
}

/** Regressed signatures failing from the week's Monday on. */
async function regressedFrom(db: StoreDb, week: { from: string; to: string }, now: Date) {
  const days = wholeDays(week.from, toWireDateTime(now).date) + 1;
  const queue = await needsTriage(db, { days, limit: MAX_TRIAGE_LIMIT }, now);
  return queue.entries.flatMap((entry) =>
    entry.state === 'regressed' && entry.decision
      ? [
          {
            signature: entry.signature,
            failures: entry.failures,
            cases: entry.cases,
            newest: entry.newest.STARTED_DATE,
            fixedBy: entry.decision.fixedBy ?? entry.decision.decidedBy,
          },
        ]
      : [],
  );
}

async function quarantineChanges(db: StoreDb, week: { from: string; to: string }, patterns: readonly string[]) {
  const { quarantines } = await listQuarantines(db, true, patterns);
  const entered = quarantines
    .filter((each) => inWeek(each.since.slice(0, 10), week))
    .map((each) => ({ CASEID: each.CASEID, at: each.since, by: each.by, reason: each.reason }))
    .toSorted((a, b) => a.at.localeCompare(b.at));
  const left = quarantines
    .flatMap((each) =>
      each.leftAt !== null && inWeek(each.leftAt.slice(0, 10), week)
        ? [{ CASEID: each.CASEID, at: each.leftAt, how: each.leftHow ?? ('hand' as const) }]
        : [],
    )
    .toSorted((a, b) => a.at.localeCompare(b.at));
  return { entered, left };
}

async function noisyFields(db: StoreDb) {
  const fields = [];
  for (const [object, ledger] of await storedLedgersByObject(db))
    for (const field of ledger)
      if (field.kind === 'noise' || field.kind === 'drift')
        fields.push({
          object,
          path: field.path,
          kind: field.kind,
          runsDiffered: field.runsDiffered,
          cases: field.cases,
        });
  return fields
    .toSorted(
      (a, b) => b.runsDiffered - a.runsDiffered || a.object.localeCompare(b.object) || a.path.localeCompare(b.path),
    )
    .slice(0, DIGEST_FIELDS);
}

/** The digest of the week starting on `monday`, with what still waits as of `now`. */
export async function storedDigest(db: StoreDb, monday: string, now: Date): Promise<Digest> {
  const week = { from: monday, to: daysAfter(monday, 6) };
  const { patterns } = await readOutageRule(db);
  // One reader at a time: PGlite answers one query at a time anyway, and PostgreSQL's pool stays free for others.
  const rates = await passRates(db, monday, patterns);
  const weekCases = await weekFailures(db, week, noonOf(toWireDateTime(now).date));
  const regressed = await regressedFrom(db, week, noonOf(toWireDateTime(now).date));
  const triage = await stillToTriage(db, noonOf(toWireDateTime(now).date));
  return {
    week,
    passRates: rates,
    failures: weekCases,
    regressed,
    needsTriage: triage,
    quarantines: await quarantineChanges(db, week, patterns),
    noisyFields: await noisyFields(db),
  };
}
