// What one endpoint of the service is, declared once: its method and path, the path parameters, query
// options and request body it takes, who may call it, its answers and their description. Routing, input
// validation, the 405 answers and the OpenAPI document are all derived from these declarations
// (endpoints.ts); a handler receives its input already checked.
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod/mini';
import { isHexId, isNumericId, padId } from '../../contract/ids';
import type { OptionSpec } from '../../contract/query-options';
import { reportRequestSchema, startRunRequestSchema } from '../../contract/requests';
import type { JsonObject } from '../openapi/json-object';
import type { RunEngine } from '../runs/run-engine';
import type { MockStore } from '../store/store-types';
import type { CsrfSessions } from './csrf-sessions';
import { badRequest } from './http-error';
import { parseOptions, type ParsedOptions } from './parse-options';
import { readJsonBody } from './read-json-body';
import { authoriseRunStart } from './request-user';

/** What the handlers work with; one set per service. */
export interface EndpointDeps {
  store: MockStore;
  engine: RunEngine;
  csrf: CsrfSessions;
  now: () => Date;
  defaultUser: string;
  /** Users who may read but not start runs (`--read-only-users`), upper case. */
  readOnlyUsers: ReadonlySet<string>;
  /** The OpenAPI document, which is itself built from the endpoints. */
  openApiDocument: () => JsonObject;
}

/** A path parameter's check: the value handlers get, or a 400 naming what is wrong. */
const PATH_PARAMETERS = {
  FolderId: { name: 'id', check: numericId('folder') },
  TestCaseId: { name: 'id', check: numericId('test case') },
  RunId: { name: 'id', check: hexId('run', (raw) => raw.toUpperCase()) },
  ContentId: { name: 'contentId', check: hexId('content', (raw) => raw) },
} as const;
export type PathParameter = keyof typeof PATH_PARAMETERS;

function numericId(what: string) {
  return (raw: string) => {
    if (!isNumericId(raw)) throw badRequest(`'${raw.slice(0, 40)}' is not a valid ${what} ID (1 to 10 digits)`);
    return padId(raw);
  };
}

function hexId(what: string, normalise: (raw: string) => string) {
  return (raw: string) => {
    if (!isHexId(raw)) throw badRequest(`'${raw.slice(0, 40)}' is not a valid ${what} ID (32 hexadecimal characters)`);
    return normalise(raw);
  };
}

/** Request bodies by their name in the OpenAPI document. */
export const REQUEST_BODIES = {
  StartRunRequest: startRunRequestSchema,
  ReportRequest: reportRequestSchema,
} as const;
export type RequestBodyName = keyof typeof REQUEST_BODIES;

/** What a caller must be allowed beyond the CSRF check every POST makes. */
export type Permission = 'startRuns';

type Data<B> = B extends RequestBodyName ? z.infer<(typeof REQUEST_BODIES)[B]>['DATA'] : undefined;

export interface EndpointInput<P extends PathParameter, O extends OptionSpec, B extends RequestBodyName | undefined> {
  request: Request;
  /** The checked path parameters: IDs padded, run IDs upper case. */
  params: Record<P, string>;
  /** The path parameters as sent, for messages that quote them. */
  sent: Record<P, string>;
  options: ParsedOptions<O>;
  /** DATA of the checked request body. */
  body: Data<B>;
  deps: EndpointDeps;
}

/** What the document and the router read. */
export interface EndpointDescription {
  method: 'get' | 'post';
  /** Below the base path, as OpenAPI writes it: `/testcases/{id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  pathParameters?: readonly PathParameter[];
  options?: OptionSpec;
  requestBody?: RequestBodyName;
  permission?: Permission;
  responses: JsonObject;
  /** Marks the operation as a decision or a mock extra. */
  mark?: (operation: JsonObject) => JsonObject;
  /** Hono middleware that wraps the handler (e.g. the ETag of the document). */
  middleware?: MiddlewareHandler;
}

export interface Endpoint extends EndpointDescription {
  serve(c: Context, deps: EndpointDeps): Promise<Response>;
}

/** Declares an endpoint; its handler is typed by what the declaration says it takes. */
export function defineEndpoint<
  const P extends PathParameter = never,
  const O extends OptionSpec = Record<never, never>,
  const B extends RequestBodyName | undefined = undefined,
>(
  declaration: EndpointDescription & {
    pathParameters?: readonly P[];
    options?: O;
    requestBody?: B;
    handle(input: EndpointInput<P, O, B>): Response | Promise<Response>;
  },
): Endpoint {
  const { handle, ...description } = declaration;
  return {
    ...description,
    async serve(c, deps) {
      const request = c.req.raw;
      const options = parseOptions(new URL(request.url), declaration.options ?? ({} as O));
      const sent = {} as Record<P, string>;
      const params = {} as Record<P, string>;
      for (const name of declaration.pathParameters ?? []) {
        sent[name] = c.req.param(PATH_PARAMETERS[name].name) ?? '';
        params[name] = PATH_PARAMETERS[name].check(sent[name]);
      }
      if (declaration.method === 'post') deps.csrf.verify(request);
      if (declaration.permission === 'startRuns') authoriseRunStart(request, deps.defaultUser, deps.readOnlyUsers);
      const body = (
        declaration.requestBody
          ? validate(REQUEST_BODIES[declaration.requestBody], await readJsonBody(request)).DATA
          : undefined
      ) as Data<B>;
      return handle({ request, params, sent, options, body, deps });
    },
  };
}

/** Validates a body with a contract schema; every problem is named with its member path. */
function validate<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('DATA' in body)) {
    throw badRequest('Request body must be a JSON object with a DATA member, e.g. {"DATA": {…}}');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw badRequest(`Invalid request body: ${problems.join('; ')}`);
}

/** `/testcases/{id}` → `/testcases/:id`, as Hono writes a route. */
export const routeOf = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** The methods a path allows, as the Allow header of a 405 lists them: HEAD comes with every GET. */
export function allowedMethods(endpoints: readonly EndpointDescription[], path: string): string {
  const methods = new Set(endpoints.filter((endpoint) => endpoint.path === path).map((endpoint) => endpoint.method));
  return [...(methods.has('get') ? ['GET', 'HEAD'] : []), ...(methods.has('post') ? ['POST'] : [])].join(', ');
}
