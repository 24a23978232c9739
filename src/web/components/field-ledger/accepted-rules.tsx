// An interface's accepted ignore rules: each with its type, whether it is pending in SAP, entered or in effect, who
// accepted it, when a covered field last failed, its history, and the changes a lead makes (entered in SAP, undo);
// with the export to enter them in the service's ignore list.
import { useState } from 'react';
import {
  ruleExportHref,
  useAcceptedRules,
  useMarkRuleEntered,
  useRuleHistory,
  useUndoRuleChange,
  useWithdrawRule,
} from '../../../client/dashboard/field-rules';
import { storeNotAnswering } from '../../../client/dashboard/store-not-answering';
import { useTriageSettings } from '../../../client/triage/triage-settings';
import type { AcceptedRule, RuleAction } from '../../../contract/dashboard-api/field-rules';
import { formatCount } from '../../../format/format-count';
import { CopyButton } from '../copy-button';
import { QueryView } from '../query-view/query-view';
import { SimpleTable, type SimpleColumn } from '../simple-table/simple-table';
import { NeedsStore } from '../store-freshness/needs-store';

const EFFECT_WORDS: Record<AcceptedRule['effect'], { label: string; tone: string }> = {
  pending: { label: 'Pending in SAP', tone: 'tone-warn' },
  entered: { label: 'Entered in SAP', tone: 'tone-info' },
  'in effect': { label: 'In effect', tone: 'tone-ok' },
};

const ACTION_WORDS: Record<RuleAction, string> = {
  accepted: 'accepted it',
  changed: 'changed it',
  entered: 'marked it entered in SAP',
  withdrawn: 'withdrew it',
  undone: 'undid a change',
};

/** A moment as the screens show one: to the minute, in UTC as the store keeps it. */
const minute = (instant: string) => `${instant.slice(0, 10)} ${instant.slice(11, 16)}`;

/** The rules as text to paste into the ignore list: one a line, expression and type, tab separated. */
const asText = (rules: readonly AcceptedRule[]) => rules.map((rule) => `${rule.expression}\t${rule.type}`).join('\n');

function RuleHistory({ rule }: { rule: AcceptedRule }) {
  const history = useRuleHistory(rule.id);
  return (
    <QueryView query={history} loading="Reading the rule's history" error="Could not read the rule's history">
      {(answer) => (
        <ol className="rule-history">
          {answer.changes.map((change) => (
            <li key={change.version}>
              {minute(change.at)}: {change.by} {ACTION_WORDS[change.action]}
              {change.action !== 'entered' && change.after.withdrawn ? ' (withdrawn)' : ''} — {change.after.type}
              {change.after.note ? `, "${change.after.note}"` : ''}
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}

function RuleActions({ rule, canChange }: { rule: AcceptedRule; canChange: boolean }) {
  const entered = useMarkRuleEntered();
  const undo = useUndoRuleChange();
  const withdraw = useWithdrawRule();
  const [showHistory, setShowHistory] = useState(false);
  const busy = entered.isPending || undo.isPending || withdraw.isPending;
  const failed = entered.error ?? undo.error ?? withdraw.error;
  const seen = { id: rule.id, version: rule.version };
  return (
    <div className="stack rule-actions">
      <div className="row">
        {canChange && rule.enteredAt === null ? (
          <button type="button" disabled={busy} onClick={() => entered.mutate(seen)}>
            Mark entered in SAP
          </button>
        ) : null}
        {canChange ? (
          <>
            <button type="button" disabled={busy} onClick={() => undo.mutate(seen)}>
              Undo last change
            </button>
            <button type="button" disabled={busy} onClick={() => withdraw.mutate(seen)}>
              Withdraw
            </button>
          </>
        ) : null}
        <button type="button" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
          History
        </button>
      </div>
      {failed ? (
        <p role="alert" className="field-error">
          {failed.message}
        </p>
      ) : null}
      {showHistory ? <RuleHistory rule={rule} /> : null}
    </div>
  );
}

function columns(canChange: boolean): SimpleColumn<AcceptedRule>[] {
  return [
    { header: 'Expression', rowHeader: true, className: 'mono ledger-path', cell: (rule) => rule.expression },
    { header: 'Type', cell: (rule) => rule.type },
    {
      header: 'State',
      cell: (rule) => (
        <>
          <span className={`status-badge ${EFFECT_WORDS[rule.effect].tone}`}>{EFFECT_WORDS[rule.effect].label}</span>
          {rule.lastFailedAt ? (
            <span className="ledger-since muted">last failed {rule.lastFailedAt.slice(0, 16)}</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Accepted',
      cell: (rule) => (
        <>
          {rule.acceptedBy}, {minute(rule.acceptedAt)}
          {rule.note ? <span className="ledger-since muted">{rule.note}</span> : null}
        </>
      ),
    },
    { header: 'Actions', cell: (rule) => <RuleActions rule={rule} canChange={canChange} /> },
  ];
}

export function AcceptedRules({ object }: { object: string }) {
  const rules = useAcceptedRules(object);
  const settings = useTriageSettings();
  const canChange = settings.data?.you.canChange === true;
  if (storeNotAnswering(rules.error)) return <NeedsStore what="Accepted ignore rules" />;
  return (
    <QueryView
      query={rules}
      loading="Reading the accepted rules"
      error="Could not read the accepted rules"
      isEmpty={(answer) => answer.rules.length === 0}
      empty={
        <p className="muted">
          No rule accepted yet: a noise or drift field of the ledger above suggests one under <q>Suggest a rule</q>.
        </p>
      }
    >
      {(answer) => (
        <div className="stack">
          <p className="muted">
            {formatCount(answer.rules.length)} {answer.rules.length === 1 ? 'rule' : 'rules'} to enter in the
            service&apos;s ignore list for {object}. A rule is in effect once runs since its entry compared the
            interface and no field it covers failed.
          </p>
          <SimpleTable
            caption={`Accepted ignore rules of ${object}`}
            className="ledger-table accepted-rules"
            columns={columns(canChange)}
            rows={answer.rules}
            rowKey={(rule) => rule.id}
          />
          <div className="row">
            <a href={ruleExportHref(object, 'csv')} download>
              Download CSV
            </a>
            <a href={ruleExportHref(object, 'json')} download>
              Download JSON
            </a>
            <CopyButton text={() => asText(answer.rules)} label="Copy as text" copied="Rules copied" />
          </div>
        </div>
      )}
    </QueryView>
  );
}
