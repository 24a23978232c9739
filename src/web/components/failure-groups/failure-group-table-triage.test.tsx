import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupFailures } from '../../../analysis/failure-groups';
import { isFailedDetail } from '../../../analysis/run-outcome';
import { failureSignature } from '../../../analysis/triage/failure-signature';
import { DEFAULT_OUTAGE_PATTERNS, isOutage } from '../../../analysis/triage/outage-rule';
import { unpadId } from '../../../contract/ids';
import type { TestRun } from '../../../contract/records';
import { setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render';
import { setupStoreApi } from '../../testing/store-api';
import { FailureGroupTable } from './failure-groups';

const mock = setupMockServer();
// The run's dashboard server: its decisions and its outage rule. Other files decide meanwhile, this one on its own
// share of the seeded signatures.
const store = setupStoreApi(mock, 'failure-group-table-triage');
const decide = (target: object, content: object) =>
  store.write<{ id: number; version: number }>('PUT', '/api/triage/decision', { target, ...content, version: 0 });

const finishedRuns = (count: number): TestRun[] =>
  [...mock.service.store.runs.values()]
    .filter((run) => run.record.END_DATE !== '')
    .slice(0, count)
    .map((run) => ({ ...run.record, DETAILS: run.details, VARIABLES: [] }));

/** Finished seeded runs with the failures of this file's share alone: other files decide on the rest meanwhile. */
const ownFailureRuns = (): TestRun[] =>
  finishedRuns(40).map((run) => ({
    ...run,
    DETAILS: run.DETAILS.filter((detail) => !isFailedDetail(detail) || store.ownsSignature(failureSignature(detail))),
  }));

const isOutageGroup = (group: ReturnType<typeof groupFailures>[number]) =>
  group.failures.every(({ detail }) => isOutage(detail, DEFAULT_OUTAGE_PATTERNS));

describe("the overview's failure causes with triage", () => {
  it("shows what was decided on each group's signatures, without reading each run's triage", async () => {
    const runs = ownFailureRuns();
    const groups = groupFailures(runs, []).filter((group) => !isOutageGroup(group));
    const objectsOf = (group: (typeof groups)[number]) => new Set(group.failures.map((each) => each.detail.OBJDEFID));
    // On two automation objects: decided in one go, it holds two decisions that read the same.
    const known = groups.find((group) => objectsOf(group).size > 1)!;
    const [fixed, open] = groups.filter((group) => group !== known);
    const signatureOf = (group: typeof known) => failureSignature(group.failures[0]!.detail);
    for (const OBJDEFID of objectsOf(known))
      await decide(
        { kind: 'signature', OBJDEFID, cause: known.cause },
        { category: 'product-mapping', ticket: 'INT-4711' },
      );
    const toFix = await decide(
      { kind: 'signature', ...signatureOf(fixed!) },
      { category: 'product-mapping', ticket: 'INT-9' },
    );
    await store.write('POST', '/api/triage/decision/fixed', { id: toFix.id, version: toFix.version });
    const requests = mock.recordRequests();
    renderWithProviders(<FailureGroupTable groups={groupFailures(runs, [])} label="Failure causes in this range" />);
    const table = screen.getByRole('table', { name: 'Failure causes in this range' });
    const rowOf = (cause: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('button', { name: cause }))!;
    await waitFor(() => expect(within(rowOf(known.cause)).getByText('Decided')).toBeTruthy());
    expect(within(rowOf(known.cause)).getAllByText('INT-4711')).toHaveLength(1);
    expect(within(rowOf(fixed!.cause)).getByText('Marked fixed')).toBeTruthy();
    expect(within(rowOf(open!.cause)).getByText('Needs triage')).toBeTruthy();
    expect(requests.filter((request) => request.url.includes('/api/triage/run'))).toEqual([]);
  });

  it("names each group's folders, as the store knows them, with their IDs", async () => {
    const runs = finishedRuns(20);
    const group = groupFailures(runs, [])[0]!;
    const folder = mock.service.store.folders.get(group.folders[0]!)!;
    renderWithProviders(<FailureGroupTable groups={groupFailures(runs, [])} label="Failure causes in this range" />);
    const row = within(screen.getByRole('table', { name: 'Failure causes in this range' }))
      .getAllByRole('row')
      .find((each) => within(each).queryByRole('button', { name: group.cause }))!;
    // Name and ID, so that two folders of the same name can be told apart.
    await waitFor(() =>
      expect(
        within(row).getByText((text) => text.startsWith(`${folder.DESCR} (${unpadId(folder.SCNRID)})`)),
      ).toBeTruthy(),
    );
  });

  it('says a group whose every failure the outage rule names is an outage, not one to triage', async () => {
    const runs = finishedRuns(20);
    const outage = groupFailures(runs, []).find(isOutageGroup);
    expect(outage, "the mock's runs abort where a landscape is not reachable").toBeDefined();
    // The server's outage rule as nobody changed it: the default texts.
    renderWithProviders(<FailureGroupTable groups={groupFailures(runs, [])} label="Failure causes in this range" />);
    const row = within(screen.getByRole('table', { name: 'Failure causes in this range' }))
      .getAllByRole('row')
      .find((each) => within(each).queryByRole('button', { name: outage!.cause }))!;
    await waitFor(() => expect(within(row).getByText('Environment: outage')).toBeTruthy());
    expect(within(row).queryByText('Needs triage')).toBeNull();
  });
});
