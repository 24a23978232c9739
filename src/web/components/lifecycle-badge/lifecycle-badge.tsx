import type { ReactNode } from 'react';
import type { CaseLifecycle, LifecycleClass } from '../../../contract/dashboard-api/lifecycle';
import { percent } from '../../../analysis/flakiness';
import '../status-badge.css';
import './lifecycle-badge.css';

/** Each class's word, tone and symbol: colour is never the only signal. */
export const LIFECYCLE_LOOKS: Record<LifecycleClass, { label: string; tone: string; icon: string }> = {
  new: { label: 'New', tone: 'bad', icon: '✚' },
  broken: { label: 'Broken', tone: 'bad', icon: '✕' },
  flaky: { label: 'Flaky', tone: 'warn', icon: '≈' },
  recovered: { label: 'Recovered', tone: 'ok', icon: '↺' },
};

/** The run a class dates from, as a person names it: "run NIGHTLY of 2026-12-05 02:00:00", its moment unbroken. */
const runText = ({ since }: CaseLifecycle) => (
  <>
    run {since.RUN_NAME || since.RUN_ID} of{' '}
    <span className="nowrap">
      {since.STARTED_DATE} {since.STARTED_TIME}
    </span>
  </>
);

/** What the class says beside its badge: "since run …", "in run …", or the flaky score. */
export function lifecycleDetail(lifecycle: CaseLifecycle): ReactNode {
  switch (lifecycle.class) {
    case 'new':
      return <>in {runText(lifecycle)}</>;
    case 'broken':
    case 'recovered':
      return <>since {runText(lifecycle)}</>;
    case 'flaky':
      return lifecycle.score === null ? '' : `(score ${percent(lifecycle.score)})`;
  }
}

/** The class as a badge: the word with its symbol and tone. */
export function LifecycleBadge({ lifecycleClass }: { lifecycleClass: LifecycleClass }) {
  const { label, tone, icon } = LIFECYCLE_LOOKS[lifecycleClass];
  return (
    <span className={`status-badge lifecycle-badge tone-${tone}`}>
      <span aria-hidden="true">{icon}</span>
      <span className="status-text">{label}</span>
    </span>
  );
}
