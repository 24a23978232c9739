import { ErrorDetails } from '../../components/error-details';

/** The end of a team setting's form: its save button, and why the last save failed (a conflict is the form's own). */
export function SettingSave({
  label,
  pending,
  failure,
  failedTitle,
}: {
  label: string;
  pending: boolean;
  failure: unknown;
  failedTitle: string;
}) {
  return (
    <>
      <div className="row">
        <button type="submit" className="primary" disabled={pending}>
          {label}
        </button>
      </div>
      {failure ? (
        <div role="alert" className="error-state">
          <p className="empty-title">{failedTitle}</p>
          <ErrorDetails error={failure} />
        </div>
      ) : null}
    </>
  );
}
