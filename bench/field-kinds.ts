// How well the field ledger tells noise, drift and regressions apart (issue 72): the mock's seeded history is built,
// the runs of the default comparison window (30 days) are kept as the store keeps them (the fields that differed,
// and which executions were compared), each interface's ledger is judged, and every path's kind is scored against
// the truth the mock's stories tell (mock/data/field-stories.ts). A regression is found when the ledger says
// intermittent or new. Pure: no store, so the figures are the rule's, not the sync's.
// `node --import tsx bench/field-kinds.ts [default|large]`
import { daysBefore } from '../src/analysis/previous-run';
import { fieldLedger, type ComparedExecution, type KeptDifference } from '../src/analysis/fields/field-ledger';
import { PASSED_STATUSES } from '../src/contract/codes';
import type { FieldKind } from '../src/contract/dashboard-api/field-ledger';
import { fieldStories } from '../src/mock/data/field-stories';
import { generateStore } from '../src/mock/data/generate-store';
import { FIXED_HISTORY_END } from '../src/mock/data/history-end';

const WINDOW_DAYS = 30;
const TRUE_KINDS = ['noise', 'drift', 'regression'] as const;
type TrueKind = (typeof TRUE_KINDS)[number];

/** The ledger kinds that name each true kind rightly. */
const FOUND_AS: Record<TrueKind, readonly FieldKind[]> = {
  noise: ['noise'],
  drift: ['drift'],
  regression: ['intermittent', 'new'],
};

export interface FieldKindScore {
  kind: TrueKind;
  /** Paths of this kind that differed in the window, and how many of them the ledger named rightly. */
  truth: number;
  found: number;
  /** Paths the ledger named as this kind, and how many rightly. */
  named: number;
  right: number;
}

export interface FieldKindsFigures {
  dataset: string;
  runs: number;
  differences: number;
  /** Differing paths the stories do not explain (0 unless the mock and its truth drifted apart). */
  unexplained: number;
  scores: FieldKindScore[];
  judgeMs: number;
}

/** The window's runs as the store keeps them, per automation object. */
function keptWindow(dataset: 'default' | 'large') {
  const store = generateStore({ dataset, historyEnds: FIXED_HISTORY_END });
  const since = daysBefore(FIXED_HISTORY_END.toISOString().slice(0, 10), WINDOW_DAYS);
  const byObject = new Map<string, { differences: KeptDifference[]; compared: ComparedExecution[] }>();
  let runs = 0;
  for (const run of store.runs.values()) {
    if (run.record.STARTED_DATE < since || !run.record.END_DATE) continue;
    runs += 1;
    const startedAt = `${run.record.STARTED_DATE} ${run.record.STARTED_TIME}`;
    const rows = new Map<string, number>();
    for (const row of run.comparison) rows.set(row.CASEID, (rows.get(row.CASEID) ?? 0) + 1);
    const objectOf = new Map(run.details.map((detail) => [detail.CASEID, detail.OBJDEFID]));
    const scope = (object: string) => {
      let kept = byObject.get(object);
      if (!kept) byObject.set(object, (kept = { differences: [], compared: [] }));
      return kept;
    };
    for (const detail of run.details)
      if ((rows.get(detail.CASEID) ?? 0) > 0)
        scope(detail.OBJDEFID).compared.push({
          runId: run.record.RUN_ID,
          caseId: detail.CASEID,
          startedAt,
          passed: PASSED_STATUSES.includes(detail.STATUS),
        });
    for (const row of run.comparison)
      if (row.RESULT !== 'MATCH')
        scope(objectOf.get(row.CASEID) ?? '').differences.push({
          runId: run.record.RUN_ID,
          caseId: row.CASEID,
          startedAt,
          path: row.PATH,
          refValue: row.REF_VALUE,
          curValue: row.CUR_VALUE,
          masked: false,
          result: row.RESULT,
        });
  }
  return { byObject, runs };
}

export function measureFieldKinds(dataset: 'default' | 'large'): FieldKindsFigures {
  const { byObject, runs } = keptWindow(dataset);
  const truthOf = new Map(
    fieldStories(FIXED_HISTORY_END).flatMap(({ object, fields }) =>
      fields.map((field) => [`${object} ${field.path}`, field.kind as TrueKind] as const),
    ),
  );
  const scores = new Map(TRUE_KINDS.map((kind) => [kind, { kind, truth: 0, found: 0, named: 0, right: 0 }]));
  let unexplained = 0;
  let differences = 0;
  const started = performance.now();
  const ledgers = [...byObject].map(([object, kept]) => {
    differences += kept.differences.length;
    return { object, ledger: fieldLedger(kept.differences, kept.compared) };
  });
  const judgeMs = performance.now() - started;
  for (const { object, ledger } of ledgers)
    for (const field of ledger) {
      const truth = truthOf.get(`${object} ${field.path}`);
      if (!truth) {
        unexplained += 1;
        continue;
      }
      const right = FOUND_AS[truth].includes(field.kind);
      const score = scores.get(truth)!;
      score.truth += 1;
      if (right) score.found += 1;
      const named = TRUE_KINDS.find((kind) => FOUND_AS[kind].includes(field.kind))!;
      scores.get(named)!.named += 1;
      if (right) scores.get(named)!.right += 1;
    }
  return { dataset, runs, differences, unexplained, scores: [...scores.values()], judgeMs: Math.round(judgeMs) };
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)}%`);

export function fieldKindsTable(figures: readonly FieldKindsFigures[]): string {
  const rows = figures.flatMap((each) =>
    each.scores.map(
      (score) =>
        `| ${each.dataset} | ${score.kind} | ${score.truth} | ${percent(score.right, score.named)} | ${percent(score.found, score.truth)} |`,
    ),
  );
  const totals = figures.map(
    (each) =>
      `${each.dataset}: ${each.runs} runs in the window, ${each.differences} differences, ledgers judged in ${each.judgeMs} ms, ${each.unexplained} paths the stories do not explain`,
  );
  return `| data set | true kind | paths | precision | recall |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

${totals.join('; ')}.`;
}

/** The section of bench/RESULTS.md: both data sets. */
export const fieldKindsSection =
  () => `## Field kinds against the mock's stories (issue 72; the last ${WINDOW_DAYS} days' runs)
Precision: of the paths the ledger named a kind, the share rightly; recall: of the paths of a kind that differed, the
share the ledger named rightly (a regression is named intermittent or new).

${fieldKindsTable([measureFieldKinds('default'), measureFieldKinds('large')])}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const datasets = process.argv.slice(2).filter((each) => each === 'default' || each === 'large');
  console.info(fieldKindsTable((datasets.length > 0 ? datasets : (['default'] as const)).map(measureFieldKinds)));
}
