import { ApiError } from '../../../../client/http/api-error';
import { ERROR_CODES } from '../../../../contract/errors';

/** Why the service did not start the run; a refused authorisation is said as such, not as a failure to retry. */
export function StartError({ error }: { error: Error }) {
  const notAuthorised = error instanceof ApiError && error.code === ERROR_CODES.notAuthorized;
  return (
    <div role="alert" className="error-state">
      <p className="empty-title">
        {notAuthorised ? 'You are not authorised to start runs on this system' : 'The run was not started'}
      </p>
      {notAuthorised ? (
        <p>Ask your SAP administrator for the authorisation to start test runs. The system said: {error.message}</p>
      ) : (
        <p>{error.message}</p>
      )}
    </div>
  );
}
