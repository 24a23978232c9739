// Where a screen draws many links at once (a chart's points, a long table's rows), each a router <Link> cost a
// dozen hooks per link on every render: the runs list's chart points and rows took about a third of its render
// on a phone. Such places draw plain <a href> elements and hand their clicks to this one handler on the container,
// which opens them in the app as <Link> would.
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** A click handler for a container: a plain left click on a link to this app inside it navigates in the app. */
export function useInAppLinks(): (event: MouseEvent<Element>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<Element>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      // With a modifier the browser opens a new tab or window, or saves the link: its own business.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (!link || !href || link.hasAttribute('target') || link.hasAttribute('download')) return;
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
