// Checks an answer of the service against the OpenAPI document: the path, method and status must be
// documented, required headers present, the Content-Type listed, and a JSON body must match its schema.
// Test support only (the service and UI test helpers run it on every answer of the mock); the app never
// imports it.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { openApiDocument } from '../openapi/build-openapi-document';
import { isJsonObject, type JsonObject } from '../openapi/json-object';

export interface ResponseChecker {
  /** What is wrong with the answer, naming path, status and the failing member; undefined when none. */
  check(method: string, url: string, response: Response): Promise<string | undefined>;
}

const DOCUMENT_ID = 'openapi.json';

/** A schema from inside the document, its `#/…` references pointed at the document added to ajv. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (!isJsonObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${DOCUMENT_ID}${value}` : anchored(value),
    ]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatePattern(template: string): RegExp {
  return new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  );
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaTypeOf(response: Response): string {
  return (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

function valueAt(body: unknown, instancePath: string): unknown {
  let value = body;
  for (const key of instancePath.split('/').slice(1))
    value =
      isJsonObject(value) || Array.isArray(value)
        ? (value as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')]
        : undefined;
  return value;
}

function describeErrors(errors: readonly ErrorObject[], body: unknown): string {
  return errors
    .slice(0, 3)
    .map(
      (error) =>
        `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}${error.instancePath ? ` (value ${JSON.stringify(valueAt(body, error.instancePath))?.slice(0, 80)})` : ''}`,
    )
    .join('; ');
}

export function createResponseChecker(document: JsonObject = openApiDocument()): ResponseChecker {
  // The OpenAPI keywords and x- marks are not JSON Schema vocabulary; strict mode would reject them.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const validators = new Map<unknown, ValidateFunction>();
  const validatorFor = (schema: unknown) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as JsonObject);
      validators.set(schema, validate);
    }
    return validate;
  };
  const errorBodySchema = { $ref: '#/components/schemas/ErrorBody' };

  const components = isJsonObject(document.components) ? document.components : {};
  const resolve = (value: unknown): JsonObject => {
    if (!isJsonObject(value) || typeof value.$ref !== 'string') return isJsonObject(value) ? value : {};
    const [, , kind, name] = value.$ref.split('/');
    const group = components[kind!];
    return resolve(isJsonObject(group) ? group[name!] : undefined);
  };
  const routes = Object.entries(isJsonObject(document.paths) ? document.paths : {}).map(([template, item]) => ({
    template,
    item: resolve(item),
    pattern: templatePattern(template),
  }));

  const checkBody = async (response: Response, schema: unknown, where: string): Promise<string | undefined> => {
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${where}: the body is not JSON: ${text.slice(0, 120)}`;
    }
    const validate = validatorFor(schema);
    return validate(body) ? undefined : `${where}: ${describeErrors(validate.errors ?? [], body)}`;
  };

  /** An answer to a path or method the document does not list must be the matching error. */
  const expectError = async (
    status: 404 | 405,
    response: Response,
    method: string,
    where: string,
  ): Promise<string | undefined> => {
    if (response.status !== status)
      return `${where}: answered ${response.status}, but only ${status} with the error body is documented here`;
    if (status === 405 && !response.headers.has('allow')) return `${where}: a 405 without an Allow header`;
    if (method === 'HEAD' || !isJsonMediaType(mediaTypeOf(response))) return undefined;
    return checkBody(response, errorBodySchema, `${where} (error body)`);
  };

  return {
    async check(method, url, response) {
      const { pathname } = new URL(url);
      // The document describes the base path only; what lies outside it is not the interface.
      if (pathname !== SERVICE_BASE_PATH && !pathname.startsWith(`${SERVICE_BASE_PATH}/`)) return undefined;
      const relative = pathname.slice(SERVICE_BASE_PATH.length).replace(/([^/])\/$/, '$1') || '/';
      const route = routes.find(({ pattern }) => pattern.test(relative));
      const where = `OpenAPI check: ${method} ${relative} answered ${response.status}`;
      if (!route) return expectError(404, response, method, `${where} (no documented path)`);
      const operation = route.item[method.toLowerCase()];
      if (!isJsonObject(operation))
        return expectError(405, response, method, `${where} (${method} is not documented for ${route.template})`);
      const documentedStatuses = isJsonObject(operation.responses) ? operation.responses : {};
      const documented = resolve(documentedStatuses[String(response.status)]);
      const at = `${where} (documented as ${method} ${route.template})`;
      if (!(String(response.status) in documentedStatuses))
        return `${at}: status not documented; documented: ${Object.keys(documentedStatuses).join(', ')}`;

      for (const [name, header] of Object.entries(isJsonObject(documented.headers) ? documented.headers : {})) {
        if (resolve(header).required === true && !response.headers.has(name))
          return `${at}: required header ${name} is missing`;
      }
      const content = documented.content;
      if (!isJsonObject(content)) return undefined;
      const type = mediaTypeOf(response);
      const mediaType = [type, `${type.split('/')[0]}/*`, '*/*'].find((candidate) => candidate in content);
      if (!mediaType)
        return `${at}: Content-Type '${type}' is not documented; documented: ${Object.keys(content).join(', ')}`;
      const media = resolve(content[mediaType]);
      if (method === 'HEAD' || !isJsonMediaType(mediaType) || !('schema' in media)) return undefined;
      return checkBody(response, media.schema, at);
    },
  };
}

let shared: ResponseChecker | undefined;

/** One checker per test file: the document is compiled once and its validators are cached. */
export function sharedResponseChecker(): ResponseChecker {
  shared ??= createResponseChecker();
  return shared;
}
