import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { leftOutOfLink } from './overview-params';

/**
 * Says which of the link's filters the overview could not use, so a forwarded link with a typo does not pass for the
 * figures it asked for. It reads the URL itself, which holds what the route's values leave out. It goes once a filter
 * is changed: the URL is then written from what is shown.
 */
export function LeftOutOfLink() {
  const [search] = useSearchParams();
  const leftOut = useMemo(() => leftOutOfLink(search), [search]);
  if (leftOut.length === 0) return null;
  return (
    <div role="alert" className="left-out-of-link">
      <p>
        This link asks for filters the overview cannot use. They are left out, and the figures are for the filters
        above:
      </p>
      <ul>
        {leftOut.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
