import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorDetails } from '../components/error-details';
import { paths } from '../../routes/paths';
import { useDocumentTitle } from '../components/document-title';

/** What a route shows when it fails: what happened, the details to copy, and ways out. */
export function RouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ScreenFailed error={error} />;
}

function ScreenFailed({ error }: { error: unknown }) {
  useDocumentTitle('This screen failed');
  return (
    <div className="page">
      <div className="card stack" role="alert">
        <h1>This screen failed</h1>
        <ErrorDetails error={error} />
        <div className="row">
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link className="button" to={paths.explorer.href()}>
            Go to the explorer
          </Link>
        </div>
      </div>
    </div>
  );
}

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="page">
      <div className="card stack">
        <h1>Page not found</h1>
        <p>There is nothing at this address. It may be a mistyped or outdated link.</p>
        <div className="row">
          <Link className="button" to={paths.overview.href()}>
            Go to the overview
          </Link>
          <Link to={paths.explorer.href()}>Browse the test cases in the explorer</Link>
        </div>
      </div>
    </div>
  );
}
