import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { MainNav } from './main-nav';
import './layout.css';

// Following runs (and resuming those an earlier page of this tab followed) loads beside the first screen, not in
// the first chunk every screen waits for.
const RunFollower = lazy(async () => ({
  default: (await import('../components/run-follow/run-follower')).RunFollower,
}));

export function Layout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="app-title">Test Automation Dashboard</span>
        <MainNav />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <RunFollower />
      </Suspense>
    </div>
  );
}
