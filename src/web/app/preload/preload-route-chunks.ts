// A tiny script of its own that index.html runs before the app's entry has even downloaded: it reads which
// chunks the opened address needs (the build writes the table on its tag, vite-preload-route-chunks.ts)
// and asks for them at once, so a screen's code arrives with the entry instead of after the entry has run and
// the router has matched the address. It imports nothing of the app, so it stays a few hundred bytes.
import { matchRoute } from './match-route';
import { ROUTE_TABLE_ATTRIBUTE, type AnnouncedRoute } from './route-table';

function announcement(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // As the app's own loader asks for them (crossorigin), so the browser reuses these answers.
  link.crossOrigin = '';
  link.href = href;
  return link;
}

// A module script has no document.currentScript: it finds its tag by the attribute.
const table = document.querySelector(`script[${ROUTE_TABLE_ATTRIBUTE}]`)?.getAttribute(ROUTE_TABLE_ATTRIBUTE);
if (table) {
  const route = matchRoute(location.pathname, JSON.parse(table) as AnnouncedRoute[]);
  // All in one insertion: each link added on its own cost the page a style pass.
  const links = document.createDocumentFragment();
  for (const href of route?.js ?? []) links.append(announcement(href));
  document.head.append(links);
}
