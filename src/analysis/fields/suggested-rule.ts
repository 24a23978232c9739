// The ignore rule a noise or drift field suggests (issue 72), in the terms of the service's ignore list: an expression
// over the interface's output (the path as the comparison names it, generalised where the same field recurs at
// several positions), a rule type, and a warning where the field's name looks like business data. And its preview:
// which past failures of the interface it would have turned green, and what the others still fail on.
import type { FieldKind } from '../../contract/dashboard-api/field-ledger';

export type RuleType = 'Ignore' | 'Warning';

/** A position in a repeated segment or array: `[1]` in XPath and the flat file, `[0]` in JSONPath. */
const INDEX = /\[\d+\]/g;
/** What stands for every position: JSONPath's wildcard, and the same in the other syntaxes' paths. */
const EVERY = '[*]';

/** The path with each position of a repeated segment made "any position". */
export const generalised = (path: string): string => path.replace(INDEX, EVERY);

/**
 * The expression a rule for `path` takes: generalised where the ledger has the same field at another position too
 * (an EDIFACT qualifier such as DTM[2] is not a position, so a lone path is never generalised); else the path.
 */
export function ruleExpression(path: string, ledgerPaths: readonly string[]): string {
  const general = generalised(path);
  if (general === path) return path;
  const recurs = ledgerPaths.some((other) => other !== path && generalised(other) === general);
  return recurs ? general : path;
}

/** Whether a path is one the expression covers. */
export const covers = (expression: string, path: string): boolean =>
  expression === path || (expression.includes(EVERY) && generalised(path) === expression);

/** Names of business data, as SAP and the usual message formats spell them (a step of the path, any case). */
const BUSINESS_NAMES: readonly { what: string; names: RegExp }[] = [
  { what: 'an amount', names: /amount|amt|price|netwr|wrbtr|betrg|total/i },
  { what: 'a quantity', names: /quantity|qty|menge|menee|unitcode|^unit$|^6060$|^6411$/i },
  { what: 'a currency', names: /curr|curcy|waers|^6345$/i },
  { what: 'a partner', names: /partn|party|soldto|buyer|kunnr|lifnr|customer|vendor|supplier|^3039$/i },
  { what: 'a material', names: /material|matnr|sku|product|article/i },
  { what: 'a document number', names: /belnr|ponum|purchaseorder|vbeln|ebeln|^1004$/i },
  { what: 'a business date', names: /deliv|deldate|datum|duedate|budat|^2380$/i },
];

/** Names too generic to tell a field by: its parent names it then (`soldTo.id`, `PurchaseOrder/ID`). */
const GENERIC = /^(id|value|code|text|key|number|no)$/i;

/**
 * The names a field goes by: the path's last step without positions, qualifiers, attribute marks or a flat file's
 * columns; and its parent's where that step is generic.
 */
export function fieldNames(path: string): string[] {
  const steps = path
    .replace(/\s*\(pos [^)]*\)$/, '')
    .replace(/\[[^\]]*\]/g, '')
    .split(/[/.]/)
    .map((step) => step.replace(/^@/, ''))
    .filter((step) => step !== '' && step !== '$');
  const last = steps.at(-1) ?? path;
  return GENERIC.test(last) && steps.length > 1 ? [last, steps.at(-2)!] : [last];
}

/** What business data the field's name looks like, if any: said beside a rule that would quiet it. */
export function businessLook(path: string): string | undefined {
  const names = fieldNames(path);
  return BUSINESS_NAMES.find((business) => names.some((name) => business.names.test(name)))?.what;
}

/**
 * The rule type: Ignore for noise the middleware makes; Warning, so that it is still seen, for a drift (a change on
 * purpose is worth seeing until the reference is taken again) and for anything that looks like business data.
 */
export const ruleType = (kind: FieldKind, path: string): RuleType =>
  kind === 'noise' && businessLook(path) === undefined ? 'Ignore' : 'Warning';

/** A past failure of the interface: its run and test case, and the paths that failed its comparison. */
export interface PastFailure {
  runId: string;
  caseId: string;
  errorPaths: readonly string[];
}

export interface RulePreview {
  /** Failures with a failing field the rule covers. */
  withField: number;
  /** Of those, failing on covered fields only: green had the rule been there. */
  turnedGreen: number;
  /** The fields the others still fail on, most failures first (at most `limit`). */
  stillFailingOn: { path: string; failures: number }[];
}

/** What the rule would have done to these failures. */
export function previewRule(expression: string, failures: readonly PastFailure[], limit = 10): RulePreview {
  const touched = failures.filter((failure) => failure.errorPaths.some((path) => covers(expression, path)));
  const left = new Map<string, number>();
  let turnedGreen = 0;
  for (const failure of touched) {
    const others = new Set(failure.errorPaths.filter((path) => !covers(expression, path)));
    if (others.size === 0) turnedGreen += 1;
    for (const path of others) left.set(path, (left.get(path) ?? 0) + 1);
  }
  const stillFailingOn = [...left]
    .map(([path, count]) => ({ path, failures: count }))
    .toSorted((a, b) => b.failures - a.failures || (a.path < b.path ? -1 : 1))
    .slice(0, limit);
  return { withField: touched.length, turnedGreen, stillFailingOn };
}
