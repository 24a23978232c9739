import type { ReactNode } from 'react';

/**
 * What a link asked for is not there, or the link holds no ID: a heading that says so (the page's own, so a screen
 * reader lands on it), why that may be, and a way on instead of a retry that would only say it again.
 */
export function RecordNotFound({
  heading,
  reason,
  children,
}: {
  heading: string;
  reason: string;
  children: ReactNode;
}) {
  return (
    <section className="stack" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{heading}</h1>
      <p className="muted">{reason}</p>
      {children}
    </section>
  );
}

/** Why a well-formed ID finds nothing. */
export const GONE_REASON = 'It may have been deleted, or the link holds a wrong ID.';
