// The rule a noise or drift field suggests, shown below the interface's ledger: the expression and rule type to enter
// in the service's ignore list, a warning where the field looks like business data, and the server's preview of what
// the rule would have done to the interface's failures in the kept comparisons.
import { useState } from 'react';
import { useFieldRule } from '../../../client/dashboard/field-rule';
import { useAcceptedRules, usePutRule } from '../../../client/dashboard/field-rules';
import { useTriageSettings } from '../../../client/triage/triage-settings';
import { RULE_TYPES } from '../../../contract/dashboard-api/rule-cover';
import type { FieldRule } from '../../../contract/dashboard-api/field-rule';
import { formatCount } from '../../../format/format-count';
import { CopyButton } from '../copy-button';
import { valueWithBreaks } from '../name-with-breaks';
import { QueryView } from '../query-view/query-view';
import { FIELD_KIND_WORDS } from './field-kind-words';

/** What each rule type does, in the ignore list's terms. */
const TYPE_SAID = {
  Ignore: 'Ignore: the comparison no longer reports the field.',
  Warning: 'Warning: the field is still reported, as an accepted difference that does not fail the case.',
} as const;

function Preview({ answer }: { answer: FieldRule }) {
  const { preview } = answer;
  const since = answer.keptSince ? ` since ${answer.keptSince.slice(0, 10)}` : '';
  if (preview.withField === 0)
    return (
      <p>
        None of the {formatCount(preview.failures)} failures of {answer.object} in the kept comparisons{since} failed on
        this field: the rule would have turned none green.
      </p>
    );
  const left = preview.withField - preview.turnedGreen;
  return (
    <>
      <p>
        <strong>
          It would have turned {formatCount(preview.turnedGreen)} of {formatCount(preview.withField)} failures green
        </strong>{' '}
        (the failures of {answer.object} that failed on this field, of {formatCount(preview.failures)} failures on a
        field in the kept comparisons{since}).
        {left > 0 ? ` ${formatCount(left)} would still fail, on these fields:` : ''}
      </p>
      {left > 0 ? (
        <ul className="rule-still-failing">
          {preview.stillFailingOn.map((field) => (
            <li key={field.path}>
              <span className="mono">{valueWithBreaks(field.path)}</span>{' '}
              <span className="muted">
                ({field.kind ? FIELD_KIND_WORDS[field.kind].label.toLowerCase() : 'not judged'},{' '}
                {formatCount(field.failures)} {field.failures === 1 ? 'failure' : 'failures'})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function RuleSaid({ answer }: { answer: FieldRule }) {
  const { rule } = answer;
  if (!rule)
    return (
      <p>
        No rule is suggested for a field that is {FIELD_KIND_WORDS[answer.kind].label.toLowerCase()}: it may be a
        defect. What a rule on its path would have done:
      </p>
    );
  return (
    <>
      <dl className="rule-terms">
        <div>
          <dt>Interface</dt>
          <dd className="mono">{answer.object}</dd>
        </div>
        <div>
          <dt>Expression</dt>
          <dd>
            <code className="rule-expression">{rule.expression}</code>
            <CopyButton text={rule.expression} label="Copy the expression" copied="Expression copied" />
          </dd>
        </div>
        <div>
          <dt>Rule type</dt>
          <dd>{TYPE_SAID[rule.type]}</dd>
        </div>
      </dl>
      {rule.covers.length > 1 ? (
        <p className="muted">
          The expression takes every position of the repeated segment: it covers {formatCount(rule.covers.length)} paths
          of the ledger.
        </p>
      ) : null}
    </>
  );
}

/** Accepting the rule as a team decision, or what was accepted for its expression already. */
function AcceptRule({ answer }: { answer: FieldRule }) {
  const rule = answer.rule!;
  const accepted = useAcceptedRules(answer.object);
  const settings = useTriageSettings();
  const put = usePutRule();
  const [note, setNote] = useState('');
  const existing = accepted.data?.rules.find((each) => each.expression === rule.expression);
  if (existing)
    return (
      <p>
        <strong>Accepted</strong> as {existing.type} by {existing.acceptedBy} on {existing.acceptedAt.slice(0, 10)}: see{' '}
        <q>Accepted ignore rules</q> below.
      </p>
    );
  const you = settings.data?.you;
  if (!you?.canChange) return you ? <p className="muted">{you.why}</p> : null;
  // The suggested type first.
  const types = [rule.type, ...RULE_TYPES.filter((type) => type !== rule.type)];
  return (
    <div className="stack">
      <label className="rule-note">
        Note for the team (optional)
        <input type="text" value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div className="row">
        {types.map((type) => (
          <button
            key={type}
            type="button"
            disabled={put.isPending}
            onClick={() =>
              put.mutate({
                object: answer.object,
                path: answer.path,
                expression: rule.expression,
                type,
                note,
                version: 0,
              })
            }
          >
            Accept as {type}
          </button>
        ))}
      </div>
      {put.error ? (
        <p role="alert" className="field-error">
          {put.error.message}
        </p>
      ) : null}
    </div>
  );
}

export function SuggestedRule({ object, path, id }: { object: string; path: string; id: string }) {
  const rule = useFieldRule(object, path);
  return (
    <section id={id} className="card stack suggested-rule" aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h3 id={`${id}-heading`}>
        Suggested rule for <span className="mono">{valueWithBreaks(path)}</span>
      </h3>
      <QueryView query={rule} loading="Working out the rule and its preview" error="Could not work out the rule">
        {(answer) => (
          <>
            <RuleSaid answer={answer} />
            {answer.businessLook ? (
              <p className="warning-note" role="note">
                The field&apos;s name looks like business data ({answer.businessLook}): make sure its differences are
                not a defect before the comparison stops failing on them.
              </p>
            ) : null}
            <Preview answer={answer} />
            {answer.rule ? <AcceptRule answer={answer} /> : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
