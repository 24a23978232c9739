// The building blocks of a route's URL state (route-schemas.ts). A search param is a zod codec between the
// URL's entries and a typed value that names its param, its default and its encoding once, so what a screen
// reads and what it writes cannot drift apart. Reading never fails on what a URL holds: a value that does not
// parse is its param's default, and a param nobody declared is ignored. Writing a default leaves the param out.
import { z } from 'zod/mini';
import { isHexId, isNumericId, unpadId } from '../contract/ids';

type Entries = [name: string, value: string][];

const entriesSchema = z.array(z.tuple([z.string(), z.string()]));

function param<T>(value: z.ZodMiniType<T, T>, decode: (entries: Entries) => T, encode: (value: T) => Entries) {
  return z.codec(entriesSchema, value, { decode, encode });
}

/** A route's search params: an object of params. */
export type SearchSchema = z.ZodMiniObject<Record<string, z.ZodMiniCodec<typeof entriesSchema, z.ZodMiniType>>>;
/** The typed value of a route's search params. */
export type SearchOf<S extends SearchSchema> = z.output<S>;

const valuesOf = (entries: Entries, name: string) => entries.filter(([key]) => key === name).map(([, value]) => value);
const firstOf = (entries: Entries, name: string) => valuesOf(entries, name)[0] ?? '';

/** `name=1` for true; absent (or anything else) is false. */
export function flag(name: string) {
  return param(
    z.boolean(),
    (entries) => firstOf(entries, name) === '1',
    (on) => (on ? [[name, '1']] : []),
  );
}

/**
 * Free text, as typed; empty when absent. A text longer than `max` (the service's limit, typed into a link by
 * hand, since the fields stop there) is empty too, so it is never sent: `tooLongInLink` says why it went.
 */
export function text(name: string, max = Number.POSITIVE_INFINITY) {
  return param(
    z.string(),
    (entries) => {
      const value = firstOf(entries, name);
      return value.length > max ? '' : value;
    },
    (value) => (value ? [[name, value]] : []),
  );
}

/** What a screen says of a link's text that `text(name, max)` left out for its length, named as its field is. */
export function tooLongInLink(search: URLSearchParams, name: string, label: string, max: number): string[] {
  const length = (search.get(name) ?? '').length;
  return length > max
    ? [`"${label}" is ${length} characters long in the link, and the service takes at most ${max}: it is left out.`]
    : [];
}

/** One of `options`, or empty (the default) for a value that is none of them. */
export function oneOf(name: string, options: readonly string[]) {
  return param(
    z.string(),
    (entries) => {
      const value = firstOf(entries, name);
      return options.includes(value) ? value : '';
    },
    (value) => (value ? [[name, value]] : []),
  );
}

/** A whole number from 1 to `max`; absent or anything else is `fallback`, which is left out of the URL. */
export function wholeNumber(name: string, fallback: number, max: number) {
  return param(
    z.number(),
    (entries) => wholeNumberIn(firstOf(entries, name), max) ?? fallback,
    (number) => (number === fallback ? [] : [[name, String(number)]]),
  );
}

/** A whole number from 1 to `max`, as a link writes it; undefined for anything else. */
function wholeNumberIn(value: string, max: number): number | undefined {
  const number = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  return number >= 1 && number <= max ? number : undefined;
}

/**
 * What a screen says of a link's value that `wholeNumber(name, fallback, max)` replaced by its fallback, named as
 * its field is; `unit` is what the number counts (days, causes).
 */
export function notWholeNumberInLink(
  search: URLSearchParams,
  name: string,
  { label, unit, fallback, max }: { label: string; unit: string; fallback: number; max: number },
): string[] {
  const value = search.get(name) ?? '';
  return value && wholeNumberIn(value, max) === undefined
    ? [
        `"${label}" is "${value}" in the link, not a whole number of ${unit} from 1 to ${max}: it is left out, ` +
          `and the default, ${fallback} ${unit}, is used instead.`,
      ]
    : [];
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A run ID, in upper case as the service writes them; anything that is not one is empty. */
export function runId(name: string) {
  return param(
    z.string(),
    (entries) => {
      const value = firstOf(entries, name).toUpperCase();
      return isHexId(value) ? value : '';
    },
    (value) => (value ? [[name, value]] : []),
  );
}

/** A comma-separated list: `runTypes=RT,UT`. */
export function list(name: string) {
  return param(
    z.array(z.string()),
    (entries) => splitList(firstOf(entries, name)),
    (items) => (items.length > 0 ? [[name, items.join(',')]] : []),
  );
}

/** Folder or test case IDs, comma-separated and short (`cases=825,826`); what is not an ID is dropped. */
export function idList(name: string) {
  return param(
    z.array(z.string()),
    (entries) => [...new Set(splitList(firstOf(entries, name)).filter(isNumericId))],
    (ids) => (ids.length > 0 ? [[name, ids.map(unpadId).join(',')]] : []),
  );
}

/** A table's sort as `sort=ID:desc` (one column; ascending unless `desc`). */
export function sorting(name: string) {
  return param(
    z.array(z.object({ id: z.string(), desc: z.boolean() })),
    (entries) => {
      const [id, direction] = firstOf(entries, name).split(':');
      return id ? [{ id, desc: direction === 'desc' }] : [];
    },
    ([sort]) => (sort ? [[name, `${sort.id}:${sort.desc ? 'desc' : 'asc'}`]] : []),
  );
}

/** A table's column filters as `f.<column>=text`; empty filters are left out. */
export function columnFilters(prefix: string) {
  return param(
    z.array(z.object({ id: z.string(), value: z.unknown() })),
    (entries) =>
      entries
        .filter(([key, value]) => key.startsWith(prefix) && value)
        .map(([key, value]) => ({ id: key.slice(prefix.length), value })),
    (filters) => filters.flatMap(({ id, value }): Entries => (value ? [[`${prefix}${id}`, String(value)]] : [])),
  );
}

/** A param that may repeat (`var=…&var=…`), each value read by `parse` (undefined: dropped) and written by `format`. */
export function repeated<T>(
  name: string,
  item: z.ZodMiniType<T, T>,
  parse: (value: string) => T | undefined,
  format: (item: T) => string,
) {
  return param(
    z.array(item),
    (entries) => valuesOf(entries, name).flatMap((value) => parse(value) ?? []),
    (items) => items.map((one): [string, string] => [name, format(one)]),
  );
}

/** Every declared param gets every entry of the URL; each codec picks its own. */
function inputOf<S extends SearchSchema>(schema: S, search: URLSearchParams) {
  const entries = [...search];
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, entries])) as z.input<S>;
}

export function readSearch<S extends SearchSchema>(schema: S, search: URLSearchParams): SearchOf<S> {
  return z.decode(schema, inputOf(schema, search));
}

/** What a URL without search params means. */
export function searchDefaults<S extends SearchSchema>(schema: S): SearchOf<S> {
  return readSearch(schema, new URLSearchParams());
}

// Each schema's defaults, decoded once: every link a screen renders writes a search (the overview, dozens per
// render), and decoding the defaults anew was half of that work. Only writeSearch reads them, and never changes them.
const decodedDefaults = new WeakMap<SearchSchema, unknown>();

function sharedDefaults<S extends SearchSchema>(schema: S): SearchOf<S> {
  if (!decodedDefaults.has(schema)) decodedDefaults.set(schema, searchDefaults(schema));
  return decodedDefaults.get(schema) as SearchOf<S>;
}

/** The search params for `value`; what it leaves out is the default, and defaults are not written. */
export function writeSearch<S extends SearchSchema>(schema: S, value: Partial<SearchOf<S>>): URLSearchParams {
  const encoded = z.encode(schema, { ...sharedDefaults(schema), ...value }) as Record<string, Entries>;
  return new URLSearchParams(Object.values(encoded).flat());
}

/** What a screen says of a value that is not a folder or test case ID. */
export const notNumericId = (kind: string, value: string): string =>
  `"${value}" is not a ${kind} ID: ${kind} IDs have 1 to 10 digits.`;

/** A folder or test case ID in a path: 1 to 10 digits. */
export function numericIdParam(kind: string) {
  return z.string().check(z.refine(isNumericId, { error: (issue) => notNumericId(kind, String(issue.input)) }));
}

/** A run ID in a path: 32 hexadecimal characters. */
export function hexIdParam(kind: string) {
  return z.string().check(
    z.refine(isHexId, {
      error: (issue) => `"${String(issue.input)}" is not a ${kind} ID: ${kind} IDs are 32 hexadecimal characters.`,
    }),
  );
}

/** A name such as an automation object's: 1 to `max` characters. */
export function nameParam(kind: string, max: number) {
  return z.string().check(
    z.refine((value) => value.length >= 1 && value.length <= max, {
      error: (issue) => `"${String(issue.input)}" is not an ${kind}'s name: those have 1 to ${max} characters.`,
    }),
  );
}

/** A failure names the param at fault: a screen may say more about a bad tab of a good record than "unknown". */
export type ParamsResult<T> = { ok: true; params: T } | { ok: false; problem: string; param: string };

/** A route's path params checked by its schema; a bad one comes back as the sentence a screen shows. */
export function readParams<S extends z.ZodMiniType>(
  schema: S,
  params: Record<string, string | undefined>,
): ParamsResult<z.output<S>> {
  const result = z.safeParse(schema, params);
  if (result.success) return { ok: true, params: result.data };
  const [issue] = result.error.issues;
  return { ok: false, problem: issue!.message, param: String(issue!.path[0] ?? '') };
}

/** The items of a link's comma-separated ID list (`idList`) that are not IDs, which its route's schema dropped. */
export const notIdsInList = (search: URLSearchParams, name: string): string[] =>
  splitList(search.get(name) ?? '').filter((item) => !isNumericId(item));

/** The values a link held for `name` that its route's schema dropped (those not among the values it `kept`). */
export function droppedFromLink(search: URLSearchParams, name: string, kept: readonly string[]): string[] {
  return search.getAll(name).filter((value) => !kept.includes(value));
}
