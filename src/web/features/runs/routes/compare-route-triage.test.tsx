import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupFailures } from '../../../../analysis/failure-groups';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import { signatureKey } from '../../../../contract/dashboard-api/triage-signature';
import type { TestRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { setupStoreApi } from '../../../testing/store-api';
import { CompareRoute } from './compare-route';

const mock = setupMockServer();
// The run's dashboard server: other files decide meanwhile, this one on its own share of the seeded signatures.
const store = setupStoreApi(mock, 'compare-route-triage');

const finishedRuns = (): TestRun[] =>
  [...mock.service.store.runs.values()]
    .filter((run) => run.record.END_DATE !== '' && run.details.length > 3)
    .map((run) => ({ ...run.record, DETAILS: run.details, VARIABLES: [] }));

/** Two finished seeded runs, one after the other, with a failure group of one signature of this file's share. */
function runsWithOwnGroup() {
  const runs = finishedRuns();
  for (const [index, base] of runs.entries()) {
    const current = runs[index + 1];
    if (!current) break;
    const group = groupFailures([base, current], []).find((each) => {
      const signatures = new Set(each.failures.map((failure) => signatureKey(failureSignature(failure.detail))));
      return signatures.size === 1 && store.ownsSignature(failureSignature(each.failures[0]!.detail));
    });
    if (group) return { base, current, group };
  }
  throw new Error("The seeded data holds no two runs with a failure group of this file's share");
}

describe('triage on the compare page', () => {
  it("marks both runs' failures by the decisions and offers each group's Triage", async () => {
    const { base, current, group } = runsWithOwnGroup();
    const decision = await store.write<{ id: number; version: number }>('PUT', '/api/triage/decision', {
      target: { kind: 'signature', ...failureSignature(group.failures[0]!.detail) },
      category: 'product-backend',
      ticket: 'INT-4711',
      version: 0,
    });
    await store.write('POST', '/api/triage/decision/fixed', { id: decision.id, version: decision.version });
    renderRoutes(
      [{ path: paths.compareRuns.pattern, element: <CompareRoute /> }],
      paths.compareRuns.href(base.RUN_ID, current.RUN_ID),
    );
    const table = await screen.findByRole('table', { name: 'Failure causes in both runs' });
    const row = within(table)
      .getAllByRole('row')
      .find((each) => within(each).queryByRole('button', { name: group.cause }))!;
    // Decided and marked fixed after both runs: their failures are the ones the decision is about, not back.
    await waitFor(() => expect(within(row).getByText('Decided')).toBeTruthy());
    expect(within(row).queryByText('Regressed')).toBeNull();
    expect(within(row).getByText('INT-4711')).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Triage: ${group.cause}` })).toBeTruthy();
  });
});
