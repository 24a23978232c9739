import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupFailures } from '../../../../analysis/failure-groups';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import type { TestRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { setupStoreApi } from '../../../testing/store-api';
import { CompareRoute } from './compare-route';

const mock = setupMockServer();
const store = setupStoreApi(mock);

const finishedRuns = (): TestRun[] =>
  [...mock.service.store.runs.values()]
    .filter((run) => run.record.END_DATE !== '' && run.details.length > 3)
    .map((run) => ({ ...run.record, DETAILS: run.details, VARIABLES: [] }));

describe('triage on the compare page', () => {
  it("marks both runs' failures by the decisions and offers each group's Triage", async () => {
    const [base, current] = finishedRuns();
    const [group] = groupFailures([base!, current!], []);
    const decision = await store.write<{ id: number; version: number }>('PUT', '/api/triage/decision', {
      target: { kind: 'signature', ...failureSignature(group!.failures[0]!.detail) },
      category: 'product-backend',
      ticket: 'INT-4711',
      version: 0,
    });
    await store.write('POST', '/api/triage/decision/fixed', { id: decision.id, version: decision.version });
    store.answer();
    renderRoutes(
      [{ path: paths.compareRuns.pattern, element: <CompareRoute /> }],
      paths.compareRuns.href(base!.RUN_ID, current!.RUN_ID),
    );
    const table = await screen.findByRole('table', { name: 'Failure causes in both runs' });
    const row = within(table)
      .getAllByRole('row')
      .find((each) => within(each).queryByRole('button', { name: group!.cause }))!;
    // Decided and marked fixed after both runs: their failures are the ones the decision is about, not back.
    await waitFor(() => expect(within(row).getByText('Decided')).toBeTruthy());
    expect(within(row).queryByText('Regressed')).toBeNull();
    expect(within(row).getByText('INT-4711')).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Triage: ${group!.cause}` })).toBeTruthy();
  });
});
