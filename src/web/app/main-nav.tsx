import { Link, matchRoutes, useLocation } from 'react-router';
import { useDisclosure } from '../components/use-disclosure';
import { paths } from '../../routes/paths';
import { ThemeSwitch } from './theme-switch';

const LINKS = [
  { to: paths.overview.href(), label: 'Overview', patterns: [paths.overview.pattern] },
  {
    to: paths.explorer.href(),
    label: 'Explorer',
    patterns: [paths.explorer.pattern, paths.folder.pattern, paths.testCase.pattern],
  },
  { to: paths.interfaces.href(), label: 'Interfaces', patterns: [paths.interfaces.pattern, paths.interface.pattern] },
  {
    to: paths.runs.href(),
    label: 'Runs',
    patterns: [paths.runs.pattern, paths.run.pattern, paths.compareRuns.pattern],
  },
  { to: paths.newRun.href(), label: 'New run', patterns: [paths.newRun.pattern] },
  { to: paths.reports.href(), label: 'Reports', patterns: [paths.reports.pattern] },
  {
    to: paths.triage.href(),
    label: 'Triage',
    patterns: [paths.triage.pattern, paths.quarantine.pattern, paths.lifecycle.pattern, paths.digest.pattern],
  },
] as const;

// Matched with the router's own ranking, so /runs/new is "New run" and not a run whose ID is "new".
const SECTIONS = LINKS.flatMap((link) => link.patterns.map((path) => ({ path, label: link.label })));

/**
 * The screens and the theme choice. On a wide screen they sit in the header bar; on a narrow one (layout.css)
 * they fold into a panel under a "Menu" disclosure button, which closes again once a screen is chosen.
 */
export function MainNav() {
  const current = matchRoutes(SECTIONS, useLocation())?.[0]?.route.label;
  const menu = useDisclosure<HTMLDivElement>('main-menu', { closeOnOutsidePointer: true });
  return (
    <>
      <button {...menu.buttonProps} className="menu-button">
        <span aria-hidden="true">{menu.open ? '✕' : '☰'}</span> Menu
      </button>
      <div {...menu.panelProps} className="main-menu">
        <nav aria-label="Main">
          <ul>
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  aria-current={link.label === current ? 'page' : undefined}
                  onClick={() => menu.close(true)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeSwitch />
      </div>
    </>
  );
}
