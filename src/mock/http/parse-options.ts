// Query options: names matched case-insensitively, values checked by kind
// (docs/interface/decisions.md#query-options-d2). Unknown options are ignored, as SAP services do; a bad value is a
// 400 that names the option and the value.
import { isValidDate } from '../../contract/date-time';
import { isHexId, isNumericId, padId } from '../../contract/ids';
import { holdsNul, NUL_NOT_ALLOWED } from '../../contract/nul-character';
import {
  MAX_EXPAND_LEVELS,
  MAX_OPTION_LENGTH,
  MIN_EXPAND_LEVELS,
  type OptionKind,
  type OptionSpec,
} from '../../contract/query-options';
import { badRequest } from './http-error';

type Parsed<K extends OptionKind> = K extends 'boolean'
  ? boolean
  : K extends 'integer' | 'levels'
    ? number
    : K extends 'pattern'
      ? RegExp
      : string;
export type ParsedOptions<S extends OptionSpec> = { -readonly [N in keyof S]?: Parsed<S[N]> };

/**
 * Taken on every path and ignored (docs/interface/decisions.md#addresses-ids-and-xml-d1), but like every option
 * the description names, only once.
 */
export const SAP_CLIENT_OPTION = 'sap-client';

export function parseOptions<S extends OptionSpec>(url: URL, spec: S): ParsedOptions<S> {
  const byLowerName = new Map([...Object.keys(spec), SAP_CLIENT_OPTION].map((name) => [name.toLowerCase(), name]));
  const parsed: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const [rawName, value] of url.searchParams) {
    const name = byLowerName.get(rawName.toLowerCase());
    if (!name) continue;
    if (seen.has(name)) throw badRequest(`Option ${name} is given more than once`);
    seen.add(name);
    if (holdsNul(value)) throw badRequest(`Option ${name} ${NUL_NOT_ALLOWED}`);
    const kind = spec[name];
    if (!kind) continue;
    if (value === '' && kind !== 'boolean' && kind !== 'levels') continue;
    parsed[name] = parseValue(name, kind, value);
  }
  return parsed as ParsedOptions<S>;
}

function parseValue(name: string, kind: OptionKind, value: string): unknown {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  if (value.length > MAX_OPTION_LENGTH)
    throw badRequest(`Option ${name} is ${value.length} characters long; at most ${MAX_OPTION_LENGTH} are taken`);
  switch (kind) {
    case 'numericId':
      if (!isNumericId(value)) throw badRequest(`Option ${name}: '${shown}' is not a valid ID (1 to 10 digits)`);
      return padId(value);
    case 'hexId':
      if (!isHexId(value))
        throw badRequest(`Option ${name}: '${shown}' is not a valid run ID (32 hexadecimal characters)`);
      return value.toUpperCase();
    case 'user':
      return value.toUpperCase();
    case 'exact':
      return value;
    case 'search':
      return value.toLowerCase();
    case 'pattern':
      return wildcardPattern(value);
    case 'integer':
      if (!/^-?\d{1,9}$/.test(value)) throw badRequest(`Option ${name}: '${shown}' is not an integer`);
      return Number(value);
    case 'date':
      if (!isValidDate(value)) throw badRequest(`Option ${name}: '${shown}' is not a valid date (YYYY-MM-DD)`);
      return value;
    case 'boolean': {
      const lower = value.toLowerCase();
      if (lower !== 'true' && lower !== 'false')
        throw badRequest(`Option ${name}: '${shown}' is not a boolean (true or false)`);
      return lower === 'true';
    }
    case 'levels': {
      const levels = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
      if (!(levels >= MIN_EXPAND_LEVELS && levels <= MAX_EXPAND_LEVELS)) {
        throw badRequest(
          `Option ${name}: '${shown}' is not an integer from ${MIN_EXPAND_LEVELS} to ${MAX_EXPAND_LEVELS}`,
        );
      }
      return levels;
    }
  }
}

/** SAP select-option style: the whole value, ignoring case, `*` matching any run of characters. */
export function wildcardPattern(value: string): RegExp {
  const source = value
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'is');
}
