import { Link, matchRoutes, Outlet, useLocation } from 'react-router';
import { paths } from './paths';
import { ThemeSwitch } from './theme-switch';
import './layout.css';

const LINKS = [
  {
    to: paths.explorer.href(),
    label: 'Explorer',
    patterns: [paths.explorer.pattern, paths.folder.pattern, paths.testCase.pattern],
  },
  { to: paths.runs.href(), label: 'Runs', patterns: [paths.runs.pattern, paths.run.pattern] },
  { to: paths.newRun.href(), label: 'New run', patterns: [paths.newRun.pattern] },
  { to: paths.reports.href(), label: 'Reports', patterns: [paths.reports.pattern] },
] as const;

// Matched with the router's own ranking, so /runs/new is "New run" and not a run whose ID is "new".
const SECTIONS = LINKS.flatMap((link) => link.patterns.map((path) => ({ path, label: link.label })));

export function Layout() {
  const current = matchRoutes(SECTIONS, useLocation())?.[0]?.route.label;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="app-title">Test Automation Dashboard</span>
        <nav aria-label="Main">
          <ul>
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} aria-current={link.label === current ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeSwitch />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
