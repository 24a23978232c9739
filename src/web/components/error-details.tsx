import { ApiError } from '../../client/http/api-error';
import { CopyButton } from './copy-button';

/** The error in words a person can act on, with the technical details folded away and copyable. */
export function ErrorDetails({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const details = describeError(error);
  return (
    <div className="stack">
      <p>{message}</p>
      <details>
        <summary>Technical details</summary>
        <pre className="error-details">{details}</pre>
        <CopyButton text={details} label="Copy details" />
      </details>
    </div>
  );
}

export function describeError(error: unknown): string {
  const lines = [`Time: ${new Date().toISOString()}`, `Page: ${window.location.href}`];
  if (error instanceof ApiError) {
    lines.push(
      `Endpoint: ${error.endpoint}`,
      `Status: ${error.status}`,
      `Code: ${error.code}`,
      `Message: ${error.message}`,
    );
    if (error.detail) lines.push(`Server said: ${error.detail}`);
  } else if (error instanceof Error) {
    lines.push(`Error: ${error.name}: ${error.message}`);
    if (error.stack) lines.push(error.stack);
  } else {
    lines.push(`Error: ${JSON.stringify(error)}`);
  }
  return lines.join('\n');
}
