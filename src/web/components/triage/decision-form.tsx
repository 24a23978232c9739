import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_TRIAGE_CATEGORY,
  MAX_NOTE_LENGTH,
  type Decision,
  type DecisionContent,
  type TriageCategory,
} from '../../../contract/dashboard-api/triage-decisions';
import type { TriageSettings } from '../../../contract/dashboard-api/triage-settings';
import { TextField } from '../text-field/text-field';

const EMPTY: DecisionContent = { category: DEFAULT_TRIAGE_CATEGORY, ticket: '', owner: '', note: '' };

const contentOf = (decision: Decision | undefined): DecisionContent =>
  decision
    ? { category: decision.category, ticket: decision.ticket, owner: decision.owner, note: decision.note }
    : EMPTY;

/**
 * Category, ticket, owner and note of a decision, starting from `current`'s. The server checks what is sent and
 * its 400 names the member that does not fit (`problem`), so the rules are written once, in the contract.
 */
export function DecisionForm({
  current,
  settings,
  saving,
  problem,
  onSave,
}: {
  current: Decision | undefined;
  settings: TriageSettings;
  saving: boolean;
  problem: string | undefined;
  onSave: (content: DecisionContent) => void;
}) {
  const [content, setContent] = useState(() => contentOf(current));
  const ids = { category: useId(), note: useId(), problem: useId() };
  const set = (change: Partial<DecisionContent>) => setContent((was) => ({ ...was, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(content);
  };
  return (
    <form className="triage-form" onSubmit={submit} aria-describedby={problem ? ids.problem : undefined} noValidate>
      <div className="field">
        <label htmlFor={ids.category}>Category</label>
        <select
          id={ids.category}
          value={content.category}
          onChange={(event) => set({ category: event.target.value as TriageCategory })}
        >
          {settings.categories.map((category) => (
            <option key={category.code} value={category.code}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Ticket"
        value={content.ticket}
        onChange={(ticket) => set({ ticket })}
        placeholder="INT-4711"
        hint={settings.ticketUrl ? 'The key becomes a link to the ticket.' : undefined}
      />
      <TextField
        label="Owner"
        value={content.owner}
        onChange={(owner) => set({ owner })}
        max={80}
        hint="A user or a team."
      />
      <div className="field wide">
        <label htmlFor={ids.note}>Note</label>
        <textarea
          id={ids.note}
          value={content.note}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(event) => set({ note: event.target.value })}
        />
      </div>
      {problem ? (
        <p id={ids.problem} role="alert" className="field-error wide">
          {problem}
        </p>
      ) : null}
      <div className="row wide">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save decision'}
        </button>
      </div>
    </form>
  );
}
