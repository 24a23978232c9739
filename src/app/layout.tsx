import { Outlet } from 'react-router';
import { RunFollower } from '../components/run-follow/run-follower';
import { MainNav } from './main-nav';
import './layout.css';

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
      <RunFollower />
    </div>
  );
}
