// How a failure that accepted field rules explain is named (issue 72), on the run page, in the workbook, the CLI's
// summary and the JUnit file alike: noise, with its rules still to enter in the service's ignore list (or entered,
// and not yet in effect for this run).
import type { RuleCover } from '../../contract/dashboard-api/rule-cover';

/** "Noise, rule pending in SAP", or "entered in SAP" once someone said every rule of it is entered. */
export function noiseState(rules: readonly RuleCover[]): string {
  const entered = rules.every((rule) => rule.enteredAt !== null);
  return `Noise, ${rules.length === 1 ? 'rule' : 'rules'} ${entered ? 'entered' : 'pending'} in SAP`;
}

/** An accepted rule in a few words, as a ledger's covered field says it: "Ignore rule pending in SAP". */
export const ruleWords = (rule: RuleCover): string =>
  `${rule.type} rule ${rule.enteredAt === null ? 'pending' : 'entered'} in SAP`;

/** The state with the rules' expressions: what the JUnit file and the CLI say of such a failure. */
export const noiseLabel = (rules: readonly RuleCover[]): string =>
  `${noiseState(rules)}: ${rules.map((rule) => `${rule.type} ${rule.expression}`).join('; ')}`;
