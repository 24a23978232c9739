import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useStartTestRun } from '../../../../client/test-runs/start-test-run';
import { paths } from '../../../../routes/paths';
import { padId, unpadId } from '../../../../contract/ids';
import { START_RUN_LIMITS, type StartRunMembers } from '../../../../contract/requests';
import { followRun } from '../../../components/run-follow/followed-runs';
import { askToNotifyWhenRunsEnd } from '../../../components/run-follow/run-end-notification';
import { useSingleFlight } from '../../../components/use-single-flight';
import { FolderPicker } from '../../../components/pickers/folder-picker';
import { TestCasePicker } from '../../../components/pickers/test-case-picker';
import { useChosenCases } from '../../../components/pickers/use-chosen-cases';
import { RunSummary } from './run-summary';
import { StartError } from './start-error';
import { DateField } from '../../../components/date-field/date-field';
import { TextField } from '../../../components/text-field/text-field';
import { toStartRunMembers, validateRunForm, type RunForm, type RunFormErrors } from './run-form-model';
import { useFolderCases } from './use-folder-cases';
import { useMissingChoices } from './use-missing-choices';
import { VariablesEditor, type CaseInRun } from './variables-editor';
import './new-run-form.css';

/**
 * Enter in a text field would submit the form (the browser's implicit submission) and start a real run by
 * accident; a run starts only from the Start run button. The pickers hold Enter back themselves.
 */
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/** A picker's error, shown under it, and the props that mark the picker invalid and described by it. */
function pickerProblem(id: string, error: string | undefined) {
  return {
    pickerProps: { invalid: Boolean(error), describedBy: error ? id : undefined },
    message: error ? (
      <p id={id} className="field-error">
        {error}
      </p>
    ) : null,
  };
}

/** The run launcher: every member of POST /testruns in words a lead understands. */
export function NewRunForm({ initial }: { initial: RunForm }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<RunFormErrors>({});
  const [touched, setTouched] = useState(false);
  // Why the run date field holds text it does not take: the run waits for a date, not the one before.
  const [runDateUntaken, setRunDateUntaken] = useState<string>();
  const start = useStartTestRun();
  const navigate = useNavigate();
  // The error is shown at the form from the mutation state; the input stays as it was.
  const launch = useSingleFlight(async (members: StartRunMembers) => {
    const started = await start.mutateAsync(members);
    if (started.kind === 'async') followRun(started.runId);
    void navigate(paths.run.href(started.kind === 'async' ? started.runId : started.run.RUN_ID));
  });
  const folderCases = useFolderCases(form.folders, form.includeSubfolders);
  const missing = useMissingChoices(form.folders, form.cases);
  const validate = (next: RunForm) =>
    validateRunForm(next, folderCases.complete ? folderCases.caseIds : undefined, missing);
  // Variables may be set for every case of the run: those listed one by one and those of the chosen folders, each
  // offered by its description (the picker has read the listed ones', so this asks nothing more of the service).
  const chosenCases = useChosenCases(form.cases);
  const casesInRun = useMemo<CaseInRun[]>(
    () =>
      [...new Set([...form.cases.map(padId), ...folderCases.caseIds])].map((id) => ({
        id: unpadId(id),
        description: chosenCases.descriptions.get(id) ?? folderCases.descriptions.get(id),
      })),
    [form.cases, folderCases, chosenCases.descriptions],
  );
  const set = <K extends keyof RunForm>(key: K, value: RunForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (touched) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const found = validate(form);
    if (runDateUntaken) found.runDate = runDateUntaken;
    setErrors(found);
    // A second click while the first request is still open does not start a second run (the guard's job).
    if (Object.keys(found).length > 0) return;
    // Asked here, from the click that starts a run in the background, so its end can be told in another tab.
    if (form.async) askToNotifyWhenRunsEnd();
    await launch.start(toStartRunMembers(form));
  };

  const foldersProblem = pickerProblem('folders-error', errors.folders);
  const casesProblem = pickerProblem('cases-error', errors.cases);

  return (
    // The form listens to Enter as it bubbles from its fields; it is not itself something to press.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      className="run-form"
      aria-label="Start test run"
      noValidate
      onKeyDown={keepEnterFromSubmitting}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="run-form-main stack">
        <TextField
          label="Run name"
          value={form.name}
          max={START_RUN_LIMITS.TEST_RUN_NAME}
          error={errors.name}
          onChange={(name) => set('name', name)}
          placeholder="e.g. Release 2026.12 regression"
        />
        <FolderPicker
          label="Folders"
          value={form.folders}
          onChange={(folders) => set('folders', folders)}
          {...foldersProblem.pickerProps}
        />
        {foldersProblem.message}
        <label className="row">
          <input
            type="checkbox"
            checked={form.includeSubfolders}
            onChange={(event) => set('includeSubfolders', event.target.checked)}
          />
          Include sub-folders
        </label>
        <TestCasePicker
          label="Test cases"
          value={form.cases}
          onChange={(cases) => set('cases', cases)}
          {...casesProblem.pickerProps}
        />
        {casesProblem.message}
        <div className="run-form-grid">
          <TextField
            label="Landscape"
            value={form.landscape}
            max={START_RUN_LIMITS.EXECUTION_LANDSCAPE}
            error={errors.landscape}
            onChange={(landscape) => set('landscape', landscape)}
            placeholder="e.g. QAS"
          />
          <DateField
            label="Run date"
            value={form.runDate}
            error={errors.runDate}
            hint="UTC baseline for finding the new messages"
            onChange={(runDate) => set('runDate', runDate)}
            onUntaken={setRunDateUntaken}
          />
          <TextField
            label="Run time"
            value={form.runTime}
            placeholder="HH:MM:SS"
            inputMode="numeric"
            error={errors.runTime}
            onChange={(runTime) => set('runTime', runTime)}
          />
        </div>
        <label className="row">
          <input type="checkbox" checked={form.merge} onChange={(event) => set('merge', event.target.checked)} />
          Merge with existing run
        </label>
        <label className="row">
          <input type="checkbox" checked={form.async} onChange={(event) => set('async', event.target.checked)} />
          Asynchronous
        </label>
        <VariablesEditor
          rows={form.variables}
          cases={casesInRun}
          errors={errors}
          onChange={(variables) => set('variables', variables)}
        />
        {start.isError ? <StartError error={start.error} /> : null}
        <div className="row">
          <button type="submit" className="primary" disabled={start.isPending}>
            Start run
          </button>
          {start.isPending ? (
            <span role="status" className="row">
              <span className="spinner" aria-hidden="true" />
              {form.async ? 'Starting the run…' : 'Running the test cases; this page moves on when they finish…'}
            </span>
          ) : null}
        </div>
      </div>
      <RunSummary
        folders={form.folders}
        includeSubfolders={form.includeSubfolders}
        cases={form.cases}
        folderCases={folderCases}
        missing={missing}
      />
    </form>
  );
}
