import { NavLink, Outlet } from 'react-router';
import { paths } from './paths';
import { ThemeSwitch } from './theme-switch';
import './layout.css';

const LINKS = [
  { to: paths.explorer.href(), label: 'Explorer', end: false, match: ['/', '/folders', '/testcases'] },
  { to: paths.runs.href(), label: 'Runs', end: true },
  { to: paths.newRun.href(), label: 'New run', end: true },
  { to: paths.reports.href(), label: 'Reports', end: true },
] as const;

export function Layout() {
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
                <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? 'active' : undefined)}>
                  {link.label}
                </NavLink>
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
