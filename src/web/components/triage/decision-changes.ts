// What one change of a decision changed, in words, for its history: "Category: To investigate → Product defect:
// mapping; Ticket: INT-4711". The making of a decision lists what it said.
import { TRIAGE_CATEGORIES } from '../../../contract/dashboard-api/triage-decisions';
import type { DecisionHistory, DecisionState } from '../../../contract/dashboard-api/triage-decision-history';

type Change = DecisionHistory['changes'][number];

const FIELDS = [
  ['Category', (state: DecisionState) => TRIAGE_CATEGORIES[state.category]],
  ['Ticket', (state: DecisionState) => state.ticket],
  ['Owner', (state: DecisionState) => state.owner],
  ['Note', (state: DecisionState) => state.note],
] as const;

const ACTIONS: Record<Change['action'], string> = {
  made: 'Made',
  changed: 'Changed',
  fixed: 'Marked fixed',
  reopened: 'Reopened',
  undone: 'Undid the last change',
};

const shown = (text: string) => text || 'none';

export function changeSentence(change: Change): string {
  const { before, after } = change;
  const parts = FIELDS.flatMap(([name, read]) => {
    const now = read(after);
    if (!before) return now ? [`${name}: ${now}`] : [];
    const was = read(before);
    return was === now ? [] : [`${name}: ${shown(was)} → ${shown(now)}`];
  });
  if (before && before.withdrawn !== after.withdrawn)
    parts.push(after.withdrawn ? 'Withdrawn: applies to nothing' : 'Back in force');
  if (parts.length === 0) return `${ACTIONS[change.action]}.`;
  const said = parts.join('; ');
  // A note is the user's words and may end a sentence itself.
  return `${ACTIONS[change.action]}. ${said}${said.endsWith('.') ? '' : '.'}`;
}
