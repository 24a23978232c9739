// The run launcher's form as plain data: validation per field, the exact POST /testruns body, and the
// form a link pre-fills (its URL form is the new run route's schema, navigation/route-schemas.ts).
import { isDateTypedInFull, isValidDate, isValidTime } from '../../../../contract/date-time';
import { padId, unpadId } from '../../../../contract/ids';
import type { NewRunSearch } from '../../../../routes/route-schemas';
import { START_RUN_LIMITS, toFlag, type StartRunMembers } from '../../../../contract/requests';
import { tooLong } from '../../../components/text-field/length-limit';

export interface VariableRow {
  key: number;
  caseId: string;
  name: string;
  value: string;
}

export interface RunForm {
  name: string;
  folders: string[];
  includeSubfolders: boolean;
  cases: string[];
  landscape: string;
  runDate: string;
  runTime: string;
  merge: boolean;
  async: boolean;
  variables: VariableRow[];
}

/** Chosen folders and test cases the service does not have, as they were chosen (use-missing-choices.ts). */
export interface MissingChoices {
  folders: readonly string[];
  cases: readonly string[];
}

const NONE_MISSING: MissingChoices = { folders: [], cases: [] };

/** The field of a variable row an error is about: only that one is marked invalid (a chosen case was outlined red). */
export type VariableField = 'case' | 'name' | 'value';

export type RunFormErrors = Partial<
  Record<
    'name' | 'landscape' | 'folders' | 'cases' | 'runDate' | 'runTime' | `variable-${number}-${VariableField}`,
    string
  >
>;

/** Where a variable row's error about `field` is kept in `RunFormErrors`. */
export const variableErrorKey = (key: number, field: VariableField) => `variable-${key}-${field}` as const;

export function emptyRunForm(): RunForm {
  return {
    name: '',
    folders: [],
    includeSubfolders: false,
    cases: [],
    landscape: '',
    runDate: '',
    runTime: '',
    merge: false,
    async: true,
    variables: [],
  };
}

/**
 * `inFolders`: padded IDs of the cases the chosen folders bring into the run (docs/interface/decisions.md#starting-runs-d6 accepts
 * variables for those too); undefined while the folders are being read, when the service is left to judge.
 */
export function validateRunForm(
  form: RunForm,
  inFolders?: ReadonlySet<string>,
  missing: MissingChoices = NONE_MISSING,
): RunFormErrors {
  const errors: RunFormErrors = {};
  if (form.folders.length === 0 && form.cases.length === 0)
    errors.cases = 'Choose at least one folder or test case to run.';
  const goneFolders = gone(form.folders, missing.folders);
  if (goneFolders.length > 0) errors.folders = doNotExist('Folder', goneFolders);
  const goneCases = gone(form.cases, missing.cases);
  if (goneCases.length > 0) errors.cases = doNotExist('Test case', goneCases);
  if (form.runDate && !isValidDate(form.runDate)) errors.runDate = 'Enter a real date as YYYY-MM-DD, e.g. 2026-11-22.';
  // A year under 1000 (in a form filled from a link) is a typo: sent as is, the run would look back centuries.
  else if (form.runDate && !isDateTypedInFull(form.runDate)) errors.runDate = 'Enter the year in full, four digits.';
  if (form.runTime && !isValidTime(form.runTime)) errors.runTime = 'Enter a time as HH:MM:SS, e.g. 14:30:00.';
  if (form.merge && !form.name.trim()) errors.name = 'Merging needs the name of the run to merge into.';
  const longName = tooLong(form.name.trim(), START_RUN_LIMITS.TEST_RUN_NAME);
  if (longName) errors.name = longName;
  const longLandscape = tooLong(form.landscape.trim(), START_RUN_LIMITS.EXECUTION_LANDSCAPE);
  if (longLandscape) errors.landscape = longLandscape;
  const listed = new Set(form.cases.map(padId));
  const inRun = (caseId: string) =>
    listed.has(caseId) || (form.folders.length > 0 && (!inFolders || inFolders.has(caseId)));
  const seen = new Set<string>();
  for (const row of form.variables) {
    const key = `${padId(row.caseId)}|${row.name.trim()}`;
    const problem = (field: VariableField, message: string) => (errors[variableErrorKey(row.key, field)] = message);
    if (!row.caseId || !inRun(padId(row.caseId)))
      problem('case', 'Choose a test case of this run: one listed under Test cases or in a chosen folder.');
    else if (!row.name.trim()) problem('name', 'Enter the variable name.');
    else if (row.name.trim().length > START_RUN_LIMITS.VAR_NAME)
      problem('name', `Variable name: ${tooLong(row.name.trim(), START_RUN_LIMITS.VAR_NAME)}`);
    else if (row.value.length > START_RUN_LIMITS.VAR_VALUE)
      problem('value', `Value: ${tooLong(row.value, START_RUN_LIMITS.VAR_VALUE)}`);
    else if (seen.has(key)) problem('name', `${row.name.trim()} is already set for test case ${unpadId(row.caseId)}.`);
    seen.add(key);
  }
  return errors;
}

/** Only those still chosen: what was found missing was read from the form as it was before the last change. */
const gone = (chosen: readonly string[], missing: readonly string[]) => missing.filter((id) => chosen.includes(id));

/** "Test case 999999 does not exist: remove it to start the run.", or of several "Test cases 1 and 2 do not exist: …". */
function doNotExist(kind: string, ids: readonly string[]): string {
  const named = ids.map(unpadId);
  if (named.length === 1) return `${kind} ${named[0]} does not exist: remove it to start the run.`;
  return `${kind}s ${named.slice(0, -1).join(', ')} and ${named.at(-1)} do not exist: remove them to start the run.`;
}

/** The DATA of POST /testruns: flags as `X` or empty, empty members left out. */
export function toStartRunMembers(form: RunForm): StartRunMembers {
  const members: StartRunMembers = { ASYNC: toFlag(form.async) };
  if (form.folders.length > 0) {
    members.SCENARIOS = form.folders.map(unpadId);
    members.INCLUDE_SUBFOLDERS = toFlag(form.includeSubfolders);
  }
  if (form.cases.length > 0) members.TEST_CASES = form.cases.map(unpadId);
  if (form.name.trim()) members.TEST_RUN_NAME = form.name.trim();
  if (form.landscape.trim()) members.EXECUTION_LANDSCAPE = form.landscape.trim();
  if (form.runDate) members.TEST_RUN_DATE = form.runDate;
  if (form.runTime) members.TEST_RUN_TIME = form.runTime;
  if (form.merge) members.MERGE_WITH_EXISTING_RUN = 'X';
  if (form.variables.length > 0)
    members.TEST_CONTAINER = form.variables.map((row) => ({
      CASEID: unpadId(row.caseId),
      VAR_NAME: row.name.trim(),
      VAR_VALUE: row.value,
    }));
  return members;
}

/** A form pre-filled from a link (the test case list's "Run selected", a run's "Re-run failed"). */
export function runFormFromLink({ cases, folders, name, variables }: NewRunSearch): RunForm {
  return { ...emptyRunForm(), name, cases, folders, variables: variables.map((row, key) => ({ key, ...row })) };
}
