import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import './left-out-of-link.css';

/**
 * Says which of the link's filters the screen could not use, so a forwarded link with a typo does not pass for what
 * it asked for. It reads the URL itself, which holds what the route's values leave out. It goes once a filter is
 * changed: the URL is then written from what is shown. `read` gives a sentence per filter left out, saying why.
 */
export function LeftOutOfLink({ read, intro }: { read: (search: URLSearchParams) => string[]; intro: string }) {
  const [search] = useSearchParams();
  const leftOut = useMemo(() => read(search), [read, search]);
  if (leftOut.length === 0) return null;
  return (
    <div role="alert" className="warning-note left-out-of-link">
      <p>{intro}</p>
      <ul>
        {leftOut.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
