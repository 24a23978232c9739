// A field ledger on screen: what the store compared, the fields by kind to filter on, a search by path, the sort, and
// the table a page at a time. The server sorts, filters and pages (dashboard/field-ledger.ts); this holds the view.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { historyStatusQuery } from '../../../client/dashboard/history-status';
import { storeNotAnswering } from '../../../client/dashboard/store-not-answering';
import {
  LEDGER_PAGE_ROWS,
  useFieldLedger,
  type LedgerScope,
  type LedgerView,
} from '../../../client/dashboard/field-ledger';
import { FIELD_KINDS, type FieldLedger, type LedgerSort } from '../../../contract/dashboard-api/field-ledger';
import { formatCount } from '../../../format/format-count';
import { PageButtons } from '../page-buttons/page-buttons';
import { QueryView } from '../query-view/query-view';
import { SimpleTable } from '../simple-table/simple-table';
import { EmptyState } from '../states';
import { NeedsStore } from '../store-freshness/needs-store';
import { FIELD_KIND_WORDS } from './field-kind-words';
import { ledgerColumns, type RuleChoice } from './ledger-columns';
import { SuggestedRule } from './suggested-rule';
import './field-ledger.css';

const SORT_CHOICES: { value: string; label: string; sort: LedgerSort; dir: 'asc' | 'desc' }[] = [
  { value: 'differed', label: 'Most runs differed', sort: 'differed', dir: 'desc' },
  { value: 'last', label: 'Differed most lately', sort: 'last', dir: 'desc' },
  { value: 'first', label: 'Differed first', sort: 'first', dir: 'asc' },
  { value: 'path', label: 'Path', sort: 'path', dir: 'asc' },
];

const START: LedgerView = { kind: [], q: '', sort: 'differed', dir: 'desc', offset: 0 };

/** What the store compared, and what it cannot tell: a release that sends no comparison, runs not read yet. */
function coverage(ledger: FieldLedger, firstSync: boolean): ReactNode {
  const reading = firstSync ? ' The store is still reading the history: the rest comes as it reads.' : '';
  if (ledger.comparedRuns === 0)
    return ledger.unsentRuns > 0
      ? "This release of the service sends no field comparison with its runs, so no field's differences can be told."
      : `No run of this was compared field by field in the kept history yet.${reading}`;
  return (
    <>
      Over {formatCount(ledger.comparedRuns)} runs compared field by field
      {ledger.keptSince ? (
        <>
          {' '}
          since <span className="nowrap">{ledger.keptSince.slice(0, 10)}</span>
        </>
      ) : null}
      .{reading}
    </>
  );
}

export function FieldLedgerView({ scope, title }: { scope: LedgerScope; title: string }) {
  const [view, setView] = useState(START);
  const [text, setText] = useState('');
  // Typing narrows the list as the server answers, without a read per keystroke waiting in line.
  const q = useDeferredValue(text);
  const ledger = useFieldLedger(scope, { ...view, q });
  const firstSync = useQuery(historyStatusQuery()).data?.state === 'syncing';
  const change = (next: Partial<LedgerView>) => setView((current) => ({ ...current, offset: 0, ...next }));
  // An interface's ledger suggests rules: the field whose rule is shown below the table, which takes the focus.
  const panelId = useId();
  const [ruleFor, setRuleFor] = useState<string>();
  useEffect(() => {
    if (ruleFor !== undefined) document.getElementById(panelId)?.focus();
  }, [ruleFor, panelId]);
  const rule: RuleChoice | undefined =
    'object' in scope
      ? { shown: ruleFor, panelId, toggle: (path) => setRuleFor((shown) => (shown === path ? undefined : path)) }
      : undefined;
  if (storeNotAnswering(ledger.error)) return <NeedsStore what="Which fields differ" />;
  const kinds = ledger.data?.kinds;
  const sortChoice = SORT_CHOICES.find((choice) => choice.sort === view.sort)!.value;

  return (
    <section className="stack field-ledger" aria-label={title}>
      {ledger.data ? <p className="muted">{coverage(ledger.data, firstSync)}</p> : null}
      <div className="row ledger-filters">
        <fieldset className="ledger-kinds">
          <legend>Kinds</legend>
          {FIELD_KINDS.map((kind) => (
            <label key={kind} title={`${FIELD_KIND_WORDS[kind].label}: ${FIELD_KIND_WORDS[kind].means}`}>
              <input
                type="checkbox"
                checked={view.kind.includes(kind)}
                onChange={(event) =>
                  change({
                    kind: event.target.checked ? [...view.kind, kind] : view.kind.filter((each) => each !== kind),
                  })
                }
              />
              {FIELD_KIND_WORDS[kind].label} ({kinds ? formatCount(kinds[kind]) : '…'})
            </label>
          ))}
        </fieldset>
        <label className="ledger-search">
          Find a field
          <input
            type="search"
            value={text}
            maxLength={200}
            placeholder="Part of its path"
            onChange={(event) => {
              setText(event.target.value);
              change({});
            }}
          />
        </label>
        <label>
          Sort by
          <select
            value={sortChoice}
            onChange={(event) => {
              const choice = SORT_CHOICES.find((each) => each.value === event.target.value)!;
              change({ sort: choice.sort, dir: choice.dir });
            }}
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView
        query={ledger}
        loading="Reading which fields differ"
        error="Could not read which fields differ"
        keepData
        isEmpty={(answer) => answer.total === 0}
        empty={
          <EmptyState title={view.kind.length > 0 || q ? 'No field matches' : 'No field differed'}>
            {view.kind.length > 0 || q
              ? 'Clear the kinds or the search to see every field that differed.'
              : 'Every compared field matched its reference in the kept runs.'}
          </EmptyState>
        }
      >
        {(answer) => (
          <div className="stack">
            <SimpleTable
              caption={title}
              className="ledger-table"
              columns={ledgerColumns({ withCases: 'object' in scope, ...(rule ? { rule } : {}) })}
              rows={answer.rows}
              rowKey={(field) => field.path}
              rowProps={(field) => (field.path === ruleFor ? { 'aria-current': 'true' } : {})}
            />
            {answer.total > LEDGER_PAGE_ROWS ? (
              <PageButtons
                label="Field pages"
                words={{ before: 'Previous fields', after: 'Next fields', rows: 'fields' }}
                offset={view.offset}
                pageRows={LEDGER_PAGE_ROWS}
                shown={answer.rows.length}
                total={answer.total}
                busy={ledger.isPlaceholderData}
                onPage={(offset) => setView({ ...view, offset })}
              />
            ) : null}
            {'object' in scope && ruleFor !== undefined ? (
              <SuggestedRule object={scope.object} path={ruleFor} id={panelId} />
            ) : null}
          </div>
        )}
      </QueryView>
      <details className="ledger-kinds-said">
        <summary>What the kinds mean</summary>
        <dl>
          {FIELD_KINDS.map((kind) => (
            <div key={kind}>
              <dt>{FIELD_KIND_WORDS[kind].label}</dt>
              <dd>{FIELD_KIND_WORDS[kind].means}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
