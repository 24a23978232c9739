// The variable values a run used for a test case: what the run was given (TEST_CONTAINER) wins, GENERATE
// variables get a fresh value per run, LOCATE variables what the execution found in its output, everything else
// runs with its reference value.
import type { CaseVariable, RunVariable } from '../../contract/records';
import { createRandom, hashString } from '../lib/prng';

export function runVariablesFor(
  caseId: string,
  runId: string,
  defined: readonly CaseVariable[],
  given: ReadonlyMap<string, string> = new Map(),
  /** What the execution found in its output for a variable that locates its value there. */
  locate: (name: string) => string | undefined = () => undefined,
): RunVariable[] {
  const rows: RunVariable[] = defined.map((variable) => ({
    CASEID: caseId,
    VAR_NAME: variable.VAR_NAME,
    REF_VALUE: variable.REF_VALUE,
    VAR_VALUE: given.get(variable.VAR_NAME) ?? valueUsed(variable, runId, locate),
  }));
  for (const [name, value] of given) {
    if (!defined.some((variable) => variable.VAR_NAME === name))
      rows.push({ CASEID: caseId, VAR_NAME: name, REF_VALUE: '', VAR_VALUE: value });
  }
  return rows;
}

function valueUsed(variable: CaseVariable, runId: string, locate: (name: string) => string | undefined): string {
  if (variable.VAR_ACTION === 'GENERATE') return generatedValue(variable, runId);
  if (variable.VAR_ACTION === 'LOCATE') return locate(variable.VAR_NAME) ?? variable.REF_VALUE;
  return variable.REF_VALUE;
}

function generatedValue(variable: CaseVariable, runId: string): string {
  const random = createRandom(hashString(runId, hashString(variable.CASEID + variable.VAR_NAME)));
  if (/^\d{4}-\d{2}-\d{2}$/.test(variable.REF_VALUE)) return `2026-12-${String(random.int(1, 28)).padStart(2, '0')}`;
  const digits = variable.REF_VALUE.replace(/\D/g, '').length || 10;
  return String(random.int(10 ** (Math.min(digits, 15) - 1), 10 ** Math.min(digits, 15) - 1));
}
