import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useRefreshAfterFirstSync } from '../../client/dashboard/history-status';
import { LoadingState } from '../components/states';
import { useAfterPaint } from '../components/use-after-paint';
import { MainNav } from './main-nav';
import { useCheckIn } from './use-check-in';
import './layout.css';

// Following runs (and resuming those an earlier page of this tab followed) loads once the first screen has painted,
// not in the first chunk every screen waits for: requested before that paint, Lighthouse counts it in the wait for
// the screen's largest text.
const RunFollower = lazy(async () => ({
  default: (await import('../components/run-follow/run-follower')).RunFollower,
}));

const TITLE = <span className="app-title">Test Automation Dashboard</span>;

export function Layout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        {TITLE}
        <MainNav />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <AfterFirstPaint />
    </div>
  );
}

/**
 * What the tab does once the screen has painted (follow runs, check in with the server, read again when the store's
 * first sync ends); a component of its own, so that moment re-renders nothing else.
 */
function AfterFirstPaint() {
  const painted = useAfterPaint();
  useCheckIn(painted);
  useRefreshAfterFirstSync(painted);
  return painted ? (
    <Suspense fallback={null}>
      <RunFollower />
    </Suspense>
  ) : null;
}

/**
 * While the first screen's code loads: the header as index.html paints it before any script has run, and a
 * skeleton where the screen will be, so the header stays put from the first paint to the screen.
 */
export function LayoutFallback() {
  return (
    <div className="app-shell">
      <header className="app-header">{TITLE}</header>
      <main className="app-main">
        <LoadingState label="Loading the dashboard" lines={6} />
      </main>
    </div>
  );
}
