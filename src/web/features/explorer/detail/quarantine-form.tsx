import { useId, useState } from 'react';
import { ApiError } from '../../../../client/http/api-error';
import {
  enterQuarantineBodySchema,
  MAX_QUARANTINE_PASSES,
  MAX_REASON_LENGTH,
  type EnterQuarantineBody,
} from '../../../../contract/dashboard-api/triage-quarantine';
import { ErrorDetails } from '../../../components/error-details';

type Field = 'reason' | 'passesNeeded';
const FIELD_NAMES: Record<Field, string> = { reason: 'The reason', passesNeeded: 'Passes in a row' };

/** The body's problems by field, from the schema the server checks it with; a server's 400 names its member. */
function problemsOf(body: Record<Field, unknown>, failure: unknown): Partial<Record<Field, string>> {
  const parsed = enterQuarantineBodySchema.safeParse({ CASEID: '1', ...body });
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    problems[field] ??= `${FIELD_NAMES[field]} ${issue.message}.`;
  }
  if (failure instanceof ApiError && failure.status === 400)
    for (const field of Object.keys(FIELD_NAMES) as Field[])
      if (failure.message.startsWith(`"${field}"`)) problems[field] ??= failure.message;
  return problems;
}

/** Why the case goes into quarantine, and after how many passes in a row it leaves by itself. */
export function QuarantineForm({
  caseId,
  defaultPasses,
  sending,
  failure,
  onSubmit,
  onCancel,
}: {
  caseId: string;
  defaultPasses: number;
  sending: boolean;
  failure: unknown;
  onSubmit: (body: EnterQuarantineBody) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [passes, setPasses] = useState(String(defaultPasses));
  // Problems show once the form was sent, not while the first letters are typed.
  const [tried, setTried] = useState(false);
  const id = useId();
  const body = { reason, passesNeeded: passes.trim() === '' ? Number.NaN : Number(passes) };
  const problems = tried ? problemsOf(body, failure) : {};
  const shown = Object.values(problems);
  const otherFailure = failure && !shown.includes((failure as Error).message) ? failure : undefined;
  const describe = (field: Field) => (problems[field] ? { 'aria-describedby': `${id}-${field}` } : {});
  const fieldError = (field: Field) =>
    problems[field] ? (
      <span id={`${id}-${field}`} className="field-error">
        {problems[field]}
      </span>
    ) : null;
  return (
    <form
      className="stack card"
      aria-label="Quarantine the test case"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (Object.keys(problemsOf(body, undefined)).length === 0) onSubmit({ CASEID: caseId, ...body });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-reason-input`}>Why</label>
        <textarea
          id={`${id}-reason-input`}
          value={reason}
          maxLength={MAX_REASON_LENGTH}
          aria-invalid={Boolean(problems.reason)}
          {...describe('reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        {fieldError('reason')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-passes-input`}>Passes in a row to leave</label>
        <input
          id={`${id}-passes-input`}
          type="number"
          min={1}
          max={MAX_QUARANTINE_PASSES}
          value={passes}
          aria-invalid={Boolean(problems.passesNeeded)}
          {...describe('passesNeeded')}
          onChange={(event) => setPasses(event.target.value)}
        />
        {fieldError('passesNeeded')}
      </div>
      {otherFailure ? (
        <div role="alert" className="error-state">
          <p className="empty-title">Could not quarantine the test case</p>
          <ErrorDetails error={otherFailure} />
        </div>
      ) : null}
      <div className="row">
        <button type="submit" className="primary" disabled={sending}>
          Quarantine
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
