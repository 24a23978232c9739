import { useId, useState } from 'react';
import { ApiError } from '../../../../client/http/api-error';
import { useChangeOutageRule } from '../../../../client/triage/put-outage-rule';
import type { OutageRule } from '../../../../contract/dashboard-api/triage-outage-rule';
import type { TriageSettings } from '../../../../contract/dashboard-api/triage-settings';
import { formatMoment } from '../../../../format/format';
import { SettingSave } from '../setting-save';

/** Who changed the rule last, or that nobody has. */
export function changedLine(rule: OutageRule): string {
  if (!rule.changedAt) return 'The default rule: nobody has changed it yet.';
  return `Changed ${formatMoment(new Date(rule.changedAt))} by ${rule.changedBy ?? 'someone'}.`;
}

/**
 * The outage rule: the texts an aborted case's message is matched against, shown to everyone and changed by those
 * who may change decisions. The change names the rule's version it was made on: someone else's change since is a
 * conflict, and their rule then stands in the field.
 */
export function OutageRuleSection({ settings }: { settings: TriageSettings }) {
  const rule = settings.outageRule;
  // The version a change was refused on, for someone else's change since: theirs is read again and shown.
  const [refusedOn, setRefusedOn] = useState<number | undefined>(undefined);
  // Said beside the rule rather than the form, which starts afresh with the version it saved.
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Outage rule</h2>
      <p>
        A test case aborted with a message that contains one of these texts (upper or lower case alike) was the service
        or a system being down, not a failure: it needs no triage, does not count against gates and is kept out of
        pass-rate trends and flaky scores.
      </p>
      {refusedOn !== undefined ? (
        <p className="warning-note" role="alert">
          {rule.version > refusedOn ? (rule.changedBy ?? 'Someone') : 'Someone'} changed the rule while you were editing
          it, so your change was not saved. Their rule is in the field now; change it again if yours still applies.
        </p>
      ) : null}
      {settings.you.canChange ? (
        // A new version of the rule starts the form afresh, with its texts.
        <OutageRuleForm
          key={rule.version}
          rule={rule}
          onConflict={() => {
            setRefusedOn(rule.version);
            setSaved(false);
          }}
          onSaved={() => {
            setRefusedOn(undefined);
            setSaved(true);
          }}
        />
      ) : (
        <ul className="outage-patterns" aria-label="Outage message texts">
          {rule.patterns.map((pattern) => (
            <li key={pattern}>
              <code>{pattern}</code>
            </li>
          ))}
        </ul>
      )}
      <p className="muted" role="status">
        {saved ? 'Saved. ' : ''}
        {changedLine(rule)}
      </p>
    </section>
  );
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function OutageRuleForm({
  rule,
  onConflict,
  onSaved,
}: {
  rule: OutageRule;
  onConflict: () => void;
  onSaved: () => void;
}) {
  const [text, setText] = useState(rule.patterns.join('\n'));
  const change = useChangeOutageRule();
  const fieldId = useId();
  const problem = change.error instanceof ApiError && change.error.status === 400 ? change.error.message : undefined;
  const failure = change.error && !problem && !isConflict(change.error) ? change.error : undefined;
  return (
    <form
      className="stack outage-form"
      aria-label="Outage rule"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { patterns: linesOf(text), version: rule.version },
          { onError: (error) => (isConflict(error) ? onConflict() : undefined), onSuccess: onSaved },
        );
      }}
    >
      <div className="field">
        <label htmlFor={fieldId}>Message texts, one per line</label>
        <textarea
          id={fieldId}
          value={text}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {problem ? (
          <span id={`${fieldId}-problem`} className="field-error">
            {problem}
          </span>
        ) : null}
      </div>
      <SettingSave
        label="Save the rule"
        pending={change.isPending}
        failure={failure}
        failedTitle="Could not save the rule"
      />
    </form>
  );
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
