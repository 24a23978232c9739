// A request's search params as the input of an endpoint's query schema: a param declared as a list takes
// every value it is given (`folder=1&folder=2`), any other its one value. What fails the schema is told back
// as one sentence per param, for a 400.
import { z } from 'zod/mini';
import { holdsNul, NUL_NOT_ALLOWED } from '../../../contract/nul-character';

export type QuerySchema = z.ZodMiniObject<Record<string, z.ZodMiniType>>;

interface ParamSchema {
  type?: string;
  description?: string;
}
interface Params {
  properties: Record<string, ParamSchema>;
  required: string[];
}

// The params as JSON Schema says them: which exist, which take a list. Worked out once per schema.
const described = new WeakMap<QuerySchema, Params>();
function paramsOf(schema: QuerySchema): Params {
  let params = described.get(schema);
  if (!params) {
    const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as Partial<Params>;
    params = { properties: json.properties ?? {}, required: json.required ?? [] };
    described.set(schema, params);
  }
  return params;
}

export type QueryReading<Q> = { ok: true; query: Q } | { ok: false; problem: string };

export function readQuery<S extends QuerySchema>(schema: S, search: URLSearchParams): QueryReading<z.output<S>> {
  const { properties } = paramsOf(schema);
  // Before any other check, so that no param of any endpoint takes one to the store (contract/nul-character.ts).
  for (const [name, value] of search)
    if (holdsNul(name) || holdsNul(value)) return { ok: false, problem: `${JSON.stringify(name)} ${NUL_NOT_ALLOWED}.` };
  const input: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const param = properties[name];
    if (!param) return { ok: false, problem: `"${name}" is not a parameter here; the API's document lists them.` };
    const values = search.getAll(name);
    if (param.type !== 'array' && values.length > 1)
      return { ok: false, problem: `"${name}" is given more than once.` };
    input[name] = param.type === 'array' ? values : values[0]!;
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, query: parsed.data };
  // A param's own issues first: a check across params (a range's order) means little while one is wrong.
  const ofParams = parsed.error.issues.filter((issue) => issue.path.length > 0);
  // A message that names its param already ("STARTED_DATE_FROM is after STARTED_DATE_TO") is told as it is.
  const sentences = (ofParams.length > 0 ? ofParams : parsed.error.issues).map((issue) =>
    issue.path.length > 0 && !issue.message.startsWith(String(issue.path[0]))
      ? `"${String(issue.path[0])}" ${issue.message}.`
      : `${issue.message}.`,
  );
  return { ok: false, problem: sentences.join(' ') };
}

/** The params as OpenAPI describes them, from the same schema. */
export function queryParameters(schema: QuerySchema) {
  const { properties, required } = paramsOf(schema);
  return Object.entries(properties).map(([name, param]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(param.description ? { description: param.description } : {}),
    schema: param,
    ...(param.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}
