import { describe, expect, it } from 'vitest';
import type { DecisionState } from '../../../contract/dashboard-api/triage-decision-history';
import { changeSentence } from './decision-changes';

const state = (overrides: Partial<DecisionState> = {}): DecisionState => ({
  category: 'investigate',
  ticket: '',
  owner: '',
  note: '',
  fixedAt: null,
  fixedBy: null,
  withdrawn: false,
  ...overrides,
});
const change = (
  action: 'made' | 'changed' | 'undone' | 'fixed',
  before: DecisionState | null,
  after: DecisionState,
) => ({
  version: 2,
  action,
  at: '2026-11-20T10:00:00Z',
  by: 'LEAD',
  before,
  after,
});

describe('a decision change in words', () => {
  it('lists what a new decision says, and what a change changed, with "none" for an emptied field', () => {
    expect(changeSentence(change('made', null, state({ category: 'product-mapping', ticket: 'INT-4711' })))).toBe(
      'Made. Category: Product defect: mapping; Ticket: INT-4711.',
    );
    expect(
      changeSentence(change('changed', state({ ticket: 'INT-4711', owner: 'Basis' }), state({ owner: 'Integration' }))),
    ).toBe('Changed. Ticket: INT-4711 → none; Owner: Basis → Integration.');
    expect(changeSentence(change('changed', state(), state({ note: 'Fixed in 2.3.' })))).toBe(
      'Changed. Note: none → Fixed in 2.3.',
    );
  });

  it('says an undo of the making withdrew the decision, and a fix by its action alone', () => {
    expect(changeSentence(change('undone', state(), state({ withdrawn: true })))).toBe(
      'Undid the last change. Withdrawn: applies to nothing.',
    );
    expect(changeSentence(change('fixed', state(), state({ fixedAt: '2026-11-21T08:00:00Z', fixedBy: 'LEAD' })))).toBe(
      'Marked fixed.',
    );
  });
});
