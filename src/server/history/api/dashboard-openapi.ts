// The OpenAPI 3.1 document of the dashboard's own API, built from the endpoint declarations: each answer's
// JSON Schema comes from its zod schema, so the document cannot drift from what is served.
import { z } from 'zod/mini';
import { DASHBOARD_API_PATH } from '../../../contract/base-path';
import { DASHBOARD_ENDPOINTS } from './dashboard-endpoints';
import { queryParameters } from './query-input';
import { PUBLIC_PATHS } from './reader-access';

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
    Object.assign(schemas, $defs);
    const id = z.globalRegistry.get(schema)?.id;
    if (!id) throw new Error('Every answer schema of the dashboard API is registered with an id');
    return id;
  };
  const problem = reference(problemSchema);
  const paths = Object.fromEntries(
    DASHBOARD_ENDPOINTS.map((endpoint) => [
      endpoint.path,
      {
        [endpoint.method]: {
          operationId: endpoint.operationId,
          summary: endpoint.summary,
          description: endpoint.description,
          ...(endpoint.query ? { parameters: queryParameters(endpoint.query) } : {}),
          responses: {
            200: jsonAnswer('OK', reference(endpoint.answers)),
            ...(endpoint.query
              ? { 400: jsonAnswer('A parameter is unknown or its value does not fit.', problem) }
              : {}),
            ...(PUBLIC_PATHS.has(`${DASHBOARD_API_PATH}${endpoint.path}`)
              ? {}
              : {
                  401: jsonAnswer('Sign in: the store answers only users the service lets read.', problem),
                  403: jsonAnswer('The service does not let this user read test runs.', problem),
                }),
            503: jsonAnswer('The history store could not answer.', problem),
          },
        },
      },
    ]),
  );
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
    paths,
    components: { schemas },
  };
}
