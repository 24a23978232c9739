// Every string member a JSON Schema describes, as paths, and a body that sets one of them: for tests that walk
// every member of every declared body, so a member added later is walked too. Test support only.
import { isJsonObject } from '../openapi/json-object';

export type MemberPath = readonly (string | number)[];

/** The paths of the strings the schema describes: members, array items (index 0) and each branch of a union. */
export function stringMembers(schema: unknown, path: MemberPath = []): MemberPath[] {
  if (!isJsonObject(schema)) return [];
  const found: MemberPath[] = schema.type === 'string' ? [path] : [];
  for (const branch of [schema.anyOf, schema.oneOf].flatMap((each) => (Array.isArray(each) ? each : [])))
    found.push(...stringMembers(branch, path));
  if (isJsonObject(schema.properties))
    for (const [name, member] of Object.entries(schema.properties))
      found.push(...stringMembers(member, [...path, name]));
  if (schema.items !== undefined) found.push(...stringMembers(schema.items, [...path, 0]));
  // A union's branches often share a member (`anyOf` of a format and ''): each path once.
  return [...new Map(found.map((each) => [JSON.stringify(each), each])).values()];
}

/** The paths of the members an object schema declares, down to those that are no object with properties. */
export function declaredMembers(schema: unknown, path: MemberPath = []): MemberPath[] {
  if (!isJsonObject(schema) || !isJsonObject(schema.properties)) return path.length > 0 ? [path] : [];
  return Object.entries(schema.properties).flatMap(([name, member]) => declaredMembers(member, [...path, name]));
}

/** A JSON value holding only `value` at `path`, its objects and arrays made on the way. */
export function valueAt(path: MemberPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [valueAt(rest, value)] : { [head!]: valueAt(rest, value) };
}
