import { useState } from 'react';
import { useFixVerification, useVerifyFix } from '../../../client/triage/fix-verification';
import {
  DEFAULT_VERIFY_RUNS,
  MAX_VERIFY_RUNS,
  type Verification,
} from '../../../contract/dashboard-api/fix-verification';
import type { Decision } from '../../../contract/dashboard-api/triage-decisions';
import { paths } from '../../../routes/paths';
import { QueryView } from '../query-view/query-view';

const OUTCOME_LABELS = { running: 'running', passed: 'passed', failed: 'failed' } as const;

/** Where the verification of this fix stands, in one sentence. */
function progressOf(verification: Verification | null, decision: Decision): string {
  // A verification of an earlier fixed mark (before a reopen) says nothing of this one.
  if (!verification || verification.fixedAt !== decision.fixedAt) return 'Not verified yet.';
  const { state, runs, runsWanted, why } = verification;
  switch (state) {
    case 'waiting':
      return 'Verifying: waiting for another verification to end.';
    case 'running':
      return `Verifying: run ${Math.max(runs.length, 1)} of ${runsWanted}.`;
    case 'verified':
      return `Verified: all ${runsWanted} runs passed.`;
    case 'failed':
      return `Not verified: ${why ?? 'a run failed.'}`;
    case 'stopped':
      return `Verification stopped: ${why ?? 'it could not go on.'}`;
  }
}

/** A fixed decision's proof: its test cases run again N times one after another, and how far that has got. */
export function FixVerification({ decision, canChange }: { decision: Decision; canChange: boolean }) {
  const verification = useFixVerification(decision.id);
  const verify = useVerifyFix();
  const [runs, setRuns] = useState(DEFAULT_VERIFY_RUNS);
  const [problem, setProblem] = useState<string>();
  return (
    <QueryView
      query={verification}
      loading="Loading the fix's verification"
      error="Could not load the fix's verification"
    >
      {(latest) => {
        const current = latest && latest.fixedAt === decision.fixedAt ? latest : null;
        const going = current?.state === 'waiting' || current?.state === 'running';
        return (
          <div className="stack">
            <p role="status">{progressOf(latest, decision)}</p>
            {current && current.runs.length > 0 ? (
              <ol className="triage-history" aria-label="Verification runs">
                {current.runs.map((run, index) => (
                  <li key={run.RUN_ID}>
                    <a href={paths.run.href(run.RUN_ID)}>Run {index + 1}</a>: {OUTCOME_LABELS[run.outcome]}
                  </li>
                ))}
              </ol>
            ) : null}
            {canChange && !going ? (
              <form
                className="row"
                onSubmit={(event) => {
                  event.preventDefault();
                  setProblem(undefined);
                  verify.mutate(
                    { id: decision.id, version: decision.version, runs },
                    { onError: (error) => setProblem(error instanceof Error ? error.message : String(error)) },
                  );
                }}
              >
                <label>
                  Runs{' '}
                  <input
                    type="number"
                    min={1}
                    max={MAX_VERIFY_RUNS}
                    value={runs}
                    onChange={(event) => setRuns(Number(event.target.value))}
                  />
                </label>
                <button type="submit" className="button" disabled={verify.isPending}>
                  Verify fix
                </button>
              </form>
            ) : null}
            {problem ? (
              <p role="alert" className="field-error">
                {problem}
              </p>
            ) : null}
          </div>
        );
      }}
    </QueryView>
  );
}
