import { useId, useState } from 'react';
import { ApiError } from '../../../../client/http/api-error';
import { useChangeQuarantinePolicy } from '../../../../client/triage/put-quarantine-policy';
import { percent } from '../../../../analysis/flakiness';
import {
  MAX_COOL_DOWN,
  MIN_POLICY_THRESHOLD,
  type QuarantinePolicy,
} from '../../../../contract/dashboard-api/triage-quarantine-policy';
import type { TriageSettings } from '../../../../contract/dashboard-api/triage-settings';
import { formatMoment } from '../../../../format/format';
import { SettingSave } from '../setting-save';

/** The policy in a sentence, as everyone reads it. */
export function policyLine(policy: QuarantinePolicy): string {
  if (!policy.on) return 'Off: only people put test cases in quarantine.';
  const { unit, count } = policy.coolDown;
  return (
    `On: flaky test cases with a flaky score of ${percent(policy.threshold)} or more are put in quarantine by the ` +
    `dashboard; a case that left waits ${count} ${count === 1 ? unit.replace(/s$/, '') : unit} before it may go back.`
  );
}

const changedLine = (policy: QuarantinePolicy) =>
  policy.changedAt
    ? `Changed ${formatMoment(new Date(policy.changedAt))} by ${policy.changedBy ?? 'someone'}.`
    : 'Nobody has changed it yet.';

/**
 * The team's quarantine policy: shown to everyone, changed by those who may change decisions, on the version they
 * read (someone else's change since is a conflict, and theirs then stands in the form).
 */
export function QuarantinePolicySection({ settings }: { settings: TriageSettings }) {
  const policy = settings.quarantinePolicy;
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const [conflict, setConflict] = useState(false);
  // Here, not in the form: a save reads the settings again, and the form starts afresh with the new version while
  // the save's answer is still on its way; its callbacks reach this section, which stays.
  const change = useChangeQuarantinePolicy();
  if (!policy) return null;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Quarantine policy</h2>
      <p>{policyLine(policy)}</p>
      {conflict ? (
        <p className="warning-note" role="alert">
          {policy.changedBy ?? 'Someone'} changed the policy while you were editing it, so your change was not saved.
          Theirs is in the form now; change it again if yours still applies.
        </p>
      ) : null}
      {settings.you.canChange ? (
        <PolicyForm
          key={policy.version}
          policy={policy}
          change={change}
          onSaved={() => {
            setSaved(true);
            setConflict(false);
          }}
          onConflict={() => {
            setSaved(false);
            setConflict(true);
          }}
        />
      ) : null}
      <p className="muted" role="status">
        {saved ? 'Saved. ' : ''}
        {changedLine(policy)}
      </p>
    </section>
  );
}

/** A typed number; an empty field is no number, which the server refuses by name. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function PolicyForm({
  policy,
  change,
  onSaved,
  onConflict,
}: {
  policy: QuarantinePolicy;
  change: ReturnType<typeof useChangeQuarantinePolicy>;
  onSaved: () => void;
  onConflict: () => void;
}) {
  const [on, setOn] = useState(policy.on);
  const [threshold, setThreshold] = useState(String(Math.round(policy.threshold * 100)));
  const [count, setCount] = useState(String(policy.coolDown.count));
  const [unit, setUnit] = useState(policy.coolDown.unit);
  const ids = { on: useId(), threshold: useId(), count: useId(), unit: useId(), problem: useId() };
  const isConflict = change.error instanceof ApiError && change.error.status === 409;
  const problem = change.error instanceof ApiError && change.error.status === 400 ? change.error.message : undefined;
  const failure = change.error && !problem && !isConflict ? change.error : undefined;
  return (
    <form
      className="stack"
      aria-label="Quarantine policy"
      aria-describedby={problem ? ids.problem : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          {
            on,
            threshold: numberOf(threshold) / 100,
            coolDown: { unit, count: numberOf(count) },
            version: policy.version,
          },
          {
            onSuccess: onSaved,
            onError: (error) => (error instanceof ApiError && error.status === 409 ? onConflict() : undefined),
          },
        );
      }}
    >
      <label className="checkbox" htmlFor={ids.on}>
        <input id={ids.on} type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
        Quarantine flaky test cases automatically
      </label>
      <div className="row">
        <div className="field">
          <label htmlFor={ids.threshold}>From a flaky score of (%)</label>
          <input
            id={ids.threshold}
            type="number"
            inputMode="numeric"
            min={MIN_POLICY_THRESHOLD * 100}
            max={100}
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.count}>Cool-down after leaving</label>
          <input
            id={ids.count}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_COOL_DOWN[unit]}
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.unit}>Counted in</label>
          <select id={ids.unit} value={unit} onChange={(event) => setUnit(event.target.value as typeof unit)}>
            <option value="runs">runs of the case</option>
            <option value="days">days</option>
          </select>
        </div>
      </div>
      {problem ? (
        <p id={ids.problem} className="field-error">
          {problem}
        </p>
      ) : null}
      <SettingSave
        label="Save the policy"
        pending={change.isPending}
        failure={failure}
        failedTitle="Could not save the policy"
      />
    </form>
  );
}
