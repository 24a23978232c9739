import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRIAGE_CATEGORIES } from '../../../contract/dashboard-api/triage-decisions';
import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';
import { renderWithProviders } from '../../testing/render';
import { TriageDialog } from './triage-dialog';

const settings: TriageSettings = {
  categories: Object.entries(TRIAGE_CATEGORIES).map(([code, label]) => ({
    code: code as keyof typeof TRIAGE_CATEGORIES,
    label,
  })),
  ticketUrl: null,
  defaultQuarantinePasses: 3,
  outageRule: { patterns: [], version: 0, changedAt: null, changedBy: null },
  suggestionRule: { enabled: false, minScore: 0.9, version: 0, changedAt: null, changedBy: null },
  you: { user: 'LEAD', canChange: true, why: '' },
};

const dialog = (reading: boolean) => (
  <TriageDialog
    title="Triage: Mapping error"
    targets={[{ kind: 'signature', OBJDEFID: 'ORDERS', cause: 'Mapping error' }]}
    decisions={[]}
    reading={reading}
    settings={settings}
    onClose={() => {}}
  />
);

describe('the Triage dialog', () => {
  it('offers its form only once the decisions are read, so a choice made is not reset when they come', () => {
    // Seen on the real server: a category chosen at once was lost when the current decision arrived.
    const reading = renderWithProviders(dialog(true));
    expect(screen.getByRole('status').textContent).toBe("Reading the team's decisions…");
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    reading.unmount();
    renderWithProviders(dialog(false));
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
  });
});
