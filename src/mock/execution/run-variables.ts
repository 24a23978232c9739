// The variable values a run used for a test case: what the run was given (TEST_CONTAINER) wins, GENERATE
// variables get a fresh value per run, everything else runs with its reference value.
import type { CaseVariable, RunVariable } from '../../contract/records';
import { createRandom, hashString } from '../lib/prng';

export function runVariablesFor(
  caseId: string,
  runId: string,
  defined: readonly CaseVariable[],
  given: ReadonlyMap<string, string> = new Map(),
): RunVariable[] {
  const rows: RunVariable[] = defined.map((variable) => ({
    CASEID: caseId,
    VAR_NAME: variable.VAR_NAME,
    REF_VALUE: variable.REF_VALUE,
    VAR_VALUE:
      given.get(variable.VAR_NAME) ??
      (variable.VAR_ACTION === 'GENERATE' ? generatedValue(variable, runId) : variable.REF_VALUE),
  }));
  for (const [name, value] of given) {
    if (!defined.some((variable) => variable.VAR_NAME === name))
      rows.push({ CASEID: caseId, VAR_NAME: name, REF_VALUE: '', VAR_VALUE: value });
  }
  return rows;
}

function generatedValue(variable: CaseVariable, runId: string): string {
  const random = createRandom(hashString(runId, hashString(variable.CASEID + variable.VAR_NAME)));
  if (/^\d{4}-\d{2}-\d{2}$/.test(variable.REF_VALUE)) return `2026-12-${String(random.int(1, 28)).padStart(2, '0')}`;
  const digits = variable.REF_VALUE.replace(/\D/g, '').length || 10;
  return String(random.int(10 ** (Math.min(digits, 15) - 1), 10 ** Math.min(digits, 15) - 1));
}
