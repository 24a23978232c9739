// The rule a noise or drift field suggests, shown below the interface's ledger: the expression and rule type to enter
// in the service's ignore list, a warning where the field looks like business data, and the server's preview of what
// the rule would have done to the interface's failures in the kept comparisons.
import { useFieldRule } from '../../../client/dashboard/field-rule';
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
          </>
        )}
      </QueryView>
    </section>
  );
}
