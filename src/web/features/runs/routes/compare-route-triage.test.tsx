import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupFailures } from '../../../../analysis/failure-groups';
import { failureSignature } from '../../../../analysis/triage/failure-signature';
import type { TestRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';
import { setupMockServer } from '../../../testing/mock-server';
import { renderRoutes } from '../../../testing/render';
import { triageApi } from '../../../testing/triage-api';
import { CompareRoute } from './compare-route';

const mock = setupMockServer();

const finishedRuns = (): TestRun[] =>
  [...mock.service.store.runs.values()]
    .filter((run) => run.record.END_DATE !== '' && run.details.length > 3)
    .map((run) => ({ ...run.record, DETAILS: run.details, VARIABLES: [] }));

describe('triage on the compare page', () => {
  it("marks both runs' failures by the decisions and offers each group's Triage", async () => {
    const [base, current] = finishedRuns();
    const [group] = groupFailures([base!, current!], []);
    const api = triageApi(mock);
    api.seed({
      target: { kind: 'signature', ...failureSignature(group!.failures[0]!.detail) },
      category: 'product-backend',
      ticket: 'INT-4711',
      fixedAt: '2021-01-01T08:00:00Z',
      fixedBy: 'LEAD',
    });
    renderRoutes(
      [{ path: paths.compareRuns.pattern, element: <CompareRoute /> }],
      paths.compareRuns.href(base!.RUN_ID, current!.RUN_ID),
    );
    const table = await screen.findByRole('table', { name: 'Failure causes in both runs' });
    const row = within(table)
      .getAllByRole('row')
      .find((each) => within(each).queryByRole('button', { name: group!.cause }))!;
    // Marked fixed before either run started: the failures are back.
    await waitFor(() => expect(within(row).getByText('Regressed')).toBeTruthy());
    expect(within(row).getByText('INT-4711')).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Triage: ${group!.cause}` })).toBeTruthy();
  });
});
