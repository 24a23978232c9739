import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client/api-error';
import { useStartTestRun } from '../../../api/test-runs/start-test-run';
import { paths } from '../../../app/paths';
import { unpadId } from '../../../contract/ids';
import { FolderPicker } from '../../../components/pickers/folder-picker';
import { TestCasePicker } from '../../../components/pickers/test-case-picker';
import { RunSummary } from './run-summary';
import { toStartRunMembers, validateRunForm, type RunForm, type RunFormErrors } from './run-form-model';
import { useFolderCases } from './use-folder-cases';
import { VariablesEditor } from './variables-editor';
import './new-run-form.css';

/** The run launcher: every member of POST /testruns in words a lead understands. */
export function NewRunForm({ initial }: { initial: RunForm }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<RunFormErrors>({});
  const [touched, setTouched] = useState(false);
  const start = useStartTestRun();
  const navigate = useNavigate();
  const submitting = useRef(false);
  const folderCases = useFolderCases(form.folders, form.includeSubfolders);
  const validate = (next: RunForm) => validateRunForm(next, folderCases.complete ? folderCases.caseIds : undefined);
  // Variables may be set for every case of the run: those listed one by one and those of the chosen folders.
  const casesInRun = useMemo(
    () => [...new Set([...form.cases, ...folderCases.caseIds].map(unpadId))],
    [form.cases, folderCases.caseIds],
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
    setErrors(found);
    // A second click, or Enter while the first request is still open, must not start a second run.
    if (Object.keys(found).length > 0 || submitting.current) return;
    submitting.current = true;
    try {
      const started = await start.mutateAsync(toStartRunMembers(form));
      void navigate(paths.run.href(started.kind === 'async' ? started.runId : started.run.RUN_ID));
    } catch {
      // The error is shown at the form from the mutation state; the input stays as it was.
    } finally {
      submitting.current = false;
    }
  };

  const fieldError = (key: keyof RunFormErrors, id: string) =>
    errors[key] ? (
      <p id={id} className="field-error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form className="run-form" aria-label="Start test run" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="run-form-main stack">
        <label className="field">
          Run name
          <input
            value={form.name}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'run-name-error' : undefined}
            onChange={(event) => set('name', event.target.value)}
            placeholder="e.g. Release 2026.12 regression"
          />
          {fieldError('name', 'run-name-error')}
        </label>
        <FolderPicker label="Folders" value={form.folders} onChange={(folders) => set('folders', folders)} />
        <label className="row">
          <input
            type="checkbox"
            checked={form.includeSubfolders}
            onChange={(event) => set('includeSubfolders', event.target.checked)}
          />
          Include subfolders
        </label>
        <TestCasePicker
          label="Test cases"
          value={form.cases}
          onChange={(cases) => set('cases', cases)}
          invalid={Boolean(errors.cases)}
          describedBy={errors.cases ? 'cases-error' : undefined}
        />
        {fieldError('cases', 'cases-error')}
        <div className="run-form-grid">
          <label className="field">
            Landscape
            <input
              value={form.landscape}
              onChange={(event) => set('landscape', event.target.value)}
              placeholder="e.g. QAS"
            />
          </label>
          <label className="field">
            Run date
            <input
              value={form.runDate}
              placeholder="YYYY-MM-DD"
              inputMode="numeric"
              aria-invalid={Boolean(errors.runDate)}
              aria-describedby={errors.runDate ? 'run-date-error' : 'run-date-hint'}
              onChange={(event) => set('runDate', event.target.value)}
            />
            {fieldError('runDate', 'run-date-error') ?? (
              <span id="run-date-hint" className="muted">
                UTC baseline for finding the new messages
              </span>
            )}
          </label>
          <label className="field">
            Run time
            <input
              value={form.runTime}
              placeholder="HH:MM:SS"
              inputMode="numeric"
              aria-invalid={Boolean(errors.runTime)}
              aria-describedby={errors.runTime ? 'run-time-error' : undefined}
              onChange={(event) => set('runTime', event.target.value)}
            />
            {fieldError('runTime', 'run-time-error')}
          </label>
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
        {start.isError ? (
          <div role="alert" className="error-state">
            <p className="empty-title">The run was not started</p>
            <p>{start.error instanceof ApiError ? start.error.message : String(start.error)}</p>
          </div>
        ) : null}
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
      />
    </form>
  );
}
