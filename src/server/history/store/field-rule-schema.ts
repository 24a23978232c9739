// The history store's accepted field rules (issue 72): ignore rules the team decided to enter in the service's ignore
// list for an interface, kept as decisions with their history, as triage decisions are (triage-schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RULE_TYPES } from '../../../contract/dashboard-api/rule-cover';
import { RULE_ACTIONS, type RuleState } from '../../../contract/dashboard-api/field-rules';
import { FIELD_KINDS } from '../../../contract/dashboard-api/field-ledger';
import { instant, oneOf } from './schema-columns';

export const fieldRules = pgTable(
  'field_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    automationObject: text('automation_object').notNull(),
    expression: text('expression').notNull(),
    type: text('type').notNull(),
    note: text('note').notNull(),
    /** The ledger's field it was suggested for, and that field's kind when accepted. */
    path: text('path').notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
    acceptedBy: text('accepted_by').notNull(),
    changedAt: instant('changed_at').notNull(),
    changedBy: text('changed_by').notNull(),
    /** Said entered in the service's ignore list; null while pending in SAP. */
    enteredAt: instant('entered_at'),
    enteredBy: text('entered_by'),
    withdrawn: boolean('withdrawn').notNull().default(false),
  },
  (table) => [
    // One rule per expression of an interface: a second writer meets the first one's row, and a version conflict.
    uniqueIndex('field_rules_expression').on(table.automationObject, sql`md5(${table.expression})`),
    check('field_rules_type', oneOf(table.type, RULE_TYPES)),
    check('field_rules_kind', oneOf(table.kind, FIELD_KINDS)),
    check('field_rules_entered', sql`(${table.enteredAt} is null) = (${table.enteredBy} is null)`),
  ],
);

/** Every change of a rule, with the state before and after: its history, and what an undo restores. */
export const fieldRuleChanges = pgTable(
  'field_rule_changes',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => fieldRules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    at: instant('at').notNull(),
    by: text('by').notNull(),
    before: jsonb('before').$type<RuleState>(),
    after: jsonb('after').$type<RuleState>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ruleId, table.version] }),
    check('field_rule_changes_action', oneOf(table.action, RULE_ACTIONS)),
  ],
);
