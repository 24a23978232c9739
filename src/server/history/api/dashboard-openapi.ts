// The OpenAPI 3.1 document of the dashboard's own API, built from the endpoint declarations: each answer's
// JSON Schema comes from its zod schema, so the document cannot drift from what is served.
import { z } from 'zod/mini';
import { DASHBOARD_API_PATH } from '../../../contract/base-path';
import { API_ENDPOINTS } from './api-endpoints';
import { queryParameters } from './query-input';
import { PUBLIC_PATHS } from './reader-access';
import { BASIC_AUTH, BASIC_AUTH_REQUIRED, basicAuthScheme } from '../../../mock/openapi/basic-auth';

const problemSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string().register(z.globalRegistry, { description: 'What went wrong, for a person.' }),
    }),
  })
  .register(z.globalRegistry, { id: 'Problem' });

const jsonAnswer = (description: string, ref: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
});

export function buildDashboardOpenApi() {
  const schemas: Record<string, unknown> = {};
  const reference = (schema: z.ZodMiniType) => {
    const { $defs = {} } = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' }) as {
      $defs?: Record<string, unknown>;
    };
    // An answer that holds another registered schema (a run's failures hold decisions) refers to it in $defs,
    // which the document keeps among its components.
    Object.assign(schemas, JSON.parse(JSON.stringify($defs).replaceAll('"#/$defs/', '"#/components/schemas/')));
    const id = z.globalRegistry.get(schema)?.id;
    if (!id) throw new Error('Every answer schema of the dashboard API is registered with an id');
    return id;
  };
  const problem = reference(problemSchema);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of API_ENDPOINTS) {
    const writes = endpoint.method !== 'get' && !endpoint.readers;
    const isPublic = PUBLIC_PATHS.has(`${DASHBOARD_API_PATH}${endpoint.path}`);
    (paths[endpoint.path] ??= {})[endpoint.method] = {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      description: endpoint.description,
      // Health checks and this document answer everyone; every other operation needs the document's security.
      ...(isPublic ? { security: [] } : {}),
      ...(endpoint.query ? { parameters: queryParameters(endpoint.query) } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: z.toJSONSchema(endpoint.body, { io: 'input', target: 'draft-2020-12' }) },
              },
            },
          }
        : {}),
      responses: {
        200: endpoint.file
          ? {
              description: 'The file, to be saved under the name its Content-Disposition gives.',
              content: {
                [endpoint.file.mediaType]: { schema: { type: 'string', contentMediaType: endpoint.file.mediaType } },
              },
            }
          : jsonAnswer('OK', reference(endpoint.answers)),
        ...(endpoint.query || endpoint.body || !isPublic
          ? {
              400: jsonAnswer(
                'A parameter or a member of the body is unknown or does not fit, or it or the Basic-auth user name ' +
                  'holds a NUL character.',
                problem,
              ),
            }
          : {}),
        ...(isPublic
          ? {}
          : {
              401: jsonAnswer('Sign in: the store answers only users the service lets read.', problem),
              403: jsonAnswer(
                writes
                  ? 'The service does not let this user start test runs, so it reads triage but cannot change it.'
                  : 'The service does not let this user read test runs.',
                problem,
              ),
            }),
        ...Object.fromEntries(
          Object.entries(endpoint.refusals ?? {}).map(([status, why]) => [status, jsonAnswer(why, problem)]),
        ),
        ...(endpoint.method !== 'get'
          ? { 415: jsonAnswer('The body was not sent as application/json.', problem) }
          : {}),
        503: jsonAnswer('The history store could not answer.', problem),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Test Automation Dashboard API',
      version: '1',
      description:
        "The dashboard server's own API: its history store of the test automation service. The service's own " +
        'interface is served under /sap/bc/int4/iftt/v1 and described there.',
    },
    servers: [{ url: DASHBOARD_API_PATH }],
    security: BASIC_AUTH_REQUIRED,
    paths,
    components: {
      schemas,
      securitySchemes: {
        [BASIC_AUTH]: basicAuthScheme(
          'Your user on the service, passed on to it: the store answers users the service lets read, and takes ' +
            'triage changes from users it lets start runs. Its sign-in cookies (MYSAPSSO2, SAP_SESSIONID_*) do as ' +
            'well. Where the service takes requests without credentials (the bundled mock), so does this API.',
        ),
      },
    },
  };
}
