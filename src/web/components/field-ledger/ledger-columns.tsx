// The columns of a field ledger: the field's path, its kind (and since when), how often it differed, when last, and
// its newest values. An interface's ledger adds how many of its test cases the field differed in.
import type { FieldKind, LedgerField, RunMark } from '../../../contract/dashboard-api/field-ledger';
import { formatCount } from '../../../format/format-count';
import { ruleWords } from '../../../analysis/triage/rule-noise';
import { paths } from '../../../routes/paths';
import { valueWithBreaks } from '../name-with-breaks';
import type { SimpleColumn } from '../simple-table/simple-table';
import { FIELD_KIND_WORDS } from './field-kind-words';
// The badge and the path column are shown beside the ledger too (a run's failing fields, accepted rules).
import './field-ledger.css';

/** A stored start (`2026-10-14 08:15:00`) as the screens show one: to the minute. */
const startText = (startedAt: string) => startedAt.slice(0, 16);

/** An empty value is said, not left blank: "was empty" is what differed. */
const shownValue = (value: string) => (value === '' ? <span className="muted">(empty)</span> : valueWithBreaks(value));

/** A field's kind as a badge, and the run a drift (or noise that began within the history) began in. */
export function FieldKindBadge({ kind, since }: { kind: FieldKind; since?: RunMark | null | undefined }) {
  const words = FIELD_KIND_WORDS[kind];
  return (
    <>
      <span className={`status-badge ${words.tone}`}>{words.label}</span>
      {since ? (
        <span className="ledger-since muted">
          since <a href={paths.run.href(since.runId)}>{startText(since.startedAt)}</a>
        </span>
      ) : null}
    </>
  );
}

function ValuesCell({ field }: { field: LedgerField }) {
  return (
    <ul className="ledger-samples">
      {field.samples.map((sample) => (
        <li key={`${sample.runId} ${sample.reference} ${sample.current}`}>
          <span className="visually-hidden">reference </span>
          <span className="mono">{shownValue(sample.reference)}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden">, current </span>
          <span className="mono">{shownValue(sample.current)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The rule column of an interface's ledger: which field's rule is shown below the table, and how to show one. */
export interface RuleChoice {
  shown: string | undefined;
  panelId: string;
  toggle: (path: string) => void;
}

function RuleCell({ field, rule }: { field: LedgerField; rule: RuleChoice }) {
  if (field.kind !== 'noise' && field.kind !== 'drift') return <span className="muted">—</span>;
  const open = rule.shown === field.path;
  return (
    <button
      type="button"
      className="nowrap"
      aria-expanded={open}
      aria-controls={open ? rule.panelId : undefined}
      onClick={() => rule.toggle(field.path)}
    >
      Suggest a rule
    </button>
  );
}

export function ledgerColumns({
  withCases,
  rule,
}: {
  withCases: boolean;
  rule?: RuleChoice;
}): SimpleColumn<LedgerField>[] {
  return [
    { header: 'Field', rowHeader: true, className: 'mono ledger-path', cell: (field) => valueWithBreaks(field.path) },
    {
      header: 'Kind',
      className: 'ledger-kind',
      cell: (field) => (
        <>
          <FieldKindBadge kind={field.kind} since={field.since} />
          {field.rule ? (
            <span className="muted ledger-rule" title={field.rule.expression}>
              {ruleWords(field.rule)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Differed',
      className: 'ledger-differed',
      cell: (field) => (
        <>
          {formatCount(field.runsDiffered)} of {formatCount(field.runsCompared)} runs
          {field.differedWhilePassed > 0 ? (
            <span className="muted"> · {formatCount(field.differedWhilePassed)} passed anyway</span>
          ) : null}
          {field.warnings > 0 && field.errors === 0 ? <span className="muted"> · warnings only</span> : null}
        </>
      ),
    },
    ...(withCases
      ? [{ header: 'Test cases', className: 'numeric', cell: (field: LedgerField) => formatCount(field.cases) }]
      : []),
    {
      header: 'Last differed',
      className: 'nowrap',
      cell: (field) => <a href={paths.run.href(field.last.runId)}>{startText(field.last.startedAt)}</a>,
    },
    { header: 'Newest values', className: 'ledger-values', cell: (field) => <ValuesCell field={field} /> },
    ...(rule ? [{ header: 'Ignore rule', cell: (field: LedgerField) => <RuleCell field={field} rule={rule} /> }] : []),
  ];
}
