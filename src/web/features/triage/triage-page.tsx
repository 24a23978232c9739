import type { ReactNode } from 'react';
import { storeNotAnswering } from '../../../client/dashboard/store-not-answering';
import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';
import { paths } from '../../../routes/paths';
import { CopyLinkButton } from '../../components/copy-link-button';
import { LinkTabs, tabPanelProps } from '../../components/link-tabs';
import './triage.css';
import { StoreFreshness } from '../../components/store-freshness/store-freshness';

const TABS = [
  { id: 'needs-triage', label: 'Needs triage', href: paths.triage.href() },
  { id: 'quarantine', label: 'Quarantine', href: paths.quarantine.href() },
  { id: 'failing', label: 'Failing cases', href: paths.lifecycle.href() },
  { id: 'digest', label: 'Weekly digest', href: paths.digest.href() },
] as const;

/**
 * The triage screens' frame: the title, the tabs between the queue and the quarantine list, and instead of the
 * tab's content a word on why there is none when the server keeps no history (`failures` are the reads' errors).
 */
export function TriagePage({
  current,
  failures,
  settings,
  children,
}: {
  current: (typeof TABS)[number]['id'];
  failures: readonly unknown[];
  settings: TriageSettings | undefined;
  children: ReactNode;
}) {
  const noStore = failures.some(storeNotAnswering);
  return (
    <div className="page stack triage-page">
      <header className="title-row">
        <h1>Triage</h1>
        <StoreFreshness />
        <CopyLinkButton />
      </header>
      <LinkTabs label="Triage" tabs={TABS} selected={current} />
      <div {...tabPanelProps(current)} className="stack">
        {noStore ? <TriageUnavailable /> : null}
        {!noStore && settings && !settings.you.canChange ? (
          <p className="warning-note">You can read what the team decided but not change it: {settings.you.why}</p>
        ) : null}
        {noStore ? null : children}
      </div>
    </div>
  );
}

/** A server without a history store (or no dashboard server at all) has nowhere to keep decisions. */
function TriageUnavailable() {
  return (
    <div className="empty-state" role="status">
      <p className="empty-title">Triage is not available: this server keeps no history.</p>
      <p className="muted">
        Decisions, quarantines and the outage rule are kept in the dashboard server&apos;s history store, which is off
        here. Start the server without <code>--store none</code>, or with <code>--store</code> naming a directory or a
        PostgreSQL database (see &ldquo;The history store&rdquo; in the deployment guide).
      </p>
    </div>
  );
}
