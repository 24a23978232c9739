// The OpenAPI 3.1 description of the whole interface, assembled from the service's endpoint declarations
// (http/endpoints.ts) and the contract: schemas from the zod schemas, query parameters from the option specs,
// statuses and headers from the error and CSRF constants. The mock serves it at OPENAPI_PATH; the tests check
// every answer of the mock against it.
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { CSRF_HEADER } from '../../contract/errors';
import type { EndpointDescription } from '../http/endpoint';
import { BASIC_AUTH, BASIC_AUTH_REQUIRED, basicAuthScheme } from './basic-auth';
import { ENDPOINTS } from '../http/endpoints';
import { componentSchemas, schemaRef } from './component-schemas';
import { decided } from './decision-marks';
import { isJsonObject, type JsonObject } from './json-object';
import { PARAMETERS, parameterRef, queryParameters } from './parameters';
import { ERROR_RESPONSES, errorResponses, HEADERS, JSON_MEDIA_TYPE } from './responses';

const DESCRIPTION = [
  'REST interface of the test automation product: scenarios (folders), test cases, test runs, run starts and the execution report.',
  '',
  '- Answers are JSON by default and XML when `Accept` prefers `application/xml` (docs/interface/rest-v1.md#conventions-r1), q-values weighed as RFC 9110 §12.5.1 says (`application/xml;q=0` is JSON); the XML mirrors the JSON one to one (docs/interface/decisions.md#addresses-ids-and-xml-d1).',
  '- A successful read or run start answers `{"DATA": [...]}`, an array even for one record (docs/interface/rest-v1.md#conventions-r1); errors answer `{"error": {"code", "message": {"lang", "value"}}}` (docs/interface/decisions.md#errors-d8).',
  '- Dates are `YYYY-MM-DD`, times `HH:MM:SS`; folder and test case IDs are 10 digits on output and 1 to 10 digits on input; run IDs are 32 upper-case hexadecimal characters (docs/interface/rest-v1.md#conventions-r1).',
  '- Query option names are matched ignoring case on every endpoint, unknown options are ignored (docs/interface/decisions.md#query-options-d2), and an option given twice, `sap-client` included, is a 400 (docs/mock-service.md).',
  '- HEAD answers like GET without a body. A known path used with another method answers 405 with an `Allow` header (docs/interface/decisions.md#errors-d8). A 500 is a bug.',
  `- CSRF (docs/interface/rest-v1.md#csrf-and-users-r5): a GET or HEAD with \`${CSRF_HEADER}: fetch\` answers the token in \`${CSRF_HEADER}\` and a session cookie; each POST sends both, else 403 (not 401: the token is no credential) with \`${CSRF_HEADER}: Required\`.`,
  '- `x-decision: true` marks what decisions.md adds where the spec says "not shown"; `x-mock-extra: true` marks what only the bundled mock offers.',
  '- Available from product release 2.5.4; FIORI_REPORT_URL, COMPARISON, `$includeMetadata` and the report endpoint come with later releases (docs/interface/rest-v1.md#versions-r7).',
].join('\n');

const TAGS = [
  { name: 'Service', description: 'The service root and this description.' },
  { name: 'Scenarios', description: 'Test folders (docs/interface/rest-v1.md#scenario-endpoints).' },
  {
    name: 'Test cases',
    description: 'Test cases, their results, payloads and variables (docs/interface/rest-v1.md#test-case-endpoints).',
  },
  { name: 'Test runs', description: 'Test run results (docs/interface/rest-v1.md#test-run-endpoints).' },
  { name: 'Test execution', description: 'Starting test runs (docs/interface/rest-v1.md#starting-a-run).' },
  { name: 'Report', description: 'The test execution report (docs/interface/rest-v1.md#execution-report).' },
];

// The CSRF token is a header parameter of each POST, not a security scheme: a scheme says "credentials", and
// tools then expect a 401 where the service, as SAP systems do, answers 403.
const SECURITY_SCHEMES = {
  [BASIC_AUTH]: decided(
    'D5',
    'the Basic-auth user name, when sent, becomes STARTED_BY and CREATED_BY; the spec does not show the authentication scheme.',
    basicAuthScheme('The user of the host system. The mock takes any, and a request without one as its default user.'),
  ),
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function operation(endpoint: EndpointDescription): JsonObject {
  const parameters = [
    ...queryParameters(endpoint.options ?? {}),
    parameterRef(endpoint.method === 'get' ? 'CsrfTokenFetch' : 'CsrfToken'),
  ];
  const result: JsonObject = {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    parameters,
    ...(endpoint.requestBody
      ? { requestBody: { required: true, content: { [JSON_MEDIA_TYPE]: { schema: schemaRef(endpoint.requestBody) } } } }
      : {}),
    // Every path takes sap-client, which like any option is a 400 when given twice.
    responses: { ...errorResponses([400]), ...endpoint.responses },
  };
  return endpoint.mark ? endpoint.mark(result) : result;
}

/** HEAD of a GET: the same statuses and headers, no bodies. */
function headOf(get: JsonObject, sharedResponses: JsonObject): JsonObject {
  const responses = isJsonObject(get.responses) ? get.responses : {};
  const bodiless = Object.entries(responses).map(([status, response]) => {
    const resolved =
      isJsonObject(response) && typeof response.$ref === 'string'
        ? sharedResponses[response.$ref.split('/').pop()!]
        : response;
    const { content: _body, ...rest } = isJsonObject(resolved) ? resolved : {};
    return [status, rest];
  });
  return decided('D5', 'HEAD answers like GET without a body, and answers a CSRF token fetch too.', {
    ...get,
    operationId: `head${capitalise(String(get.operationId))}`,
    summary: `${String(get.summary)} (headers only)`,
    responses: Object.fromEntries(bodiless),
  });
}

export function buildOpenApiDocument(): JsonObject {
  const sharedResponses: JsonObject = Object.fromEntries(Object.entries(ERROR_RESPONSES));
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of ENDPOINTS) {
    const pathParameters = (endpoint.pathParameters ?? []).map(parameterRef);
    const item = (paths[endpoint.path] ??= { parameters: [...pathParameters, parameterRef('SapClient')] });
    const built = operation(endpoint);
    item[endpoint.method] = built;
    if (endpoint.method === 'get') item.head = headOf(built, sharedResponses);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Test automation REST interface', version: 'v1', description: DESCRIPTION },
    servers: [
      {
        url: SERVICE_BASE_PATH,
        description: 'The service node for interface version v1; an administrator activates it on the host system.',
      },
    ],
    tags: TAGS,
    // Optional: the mock answers a request without credentials as its default user (D5).
    security: [{}, ...BASIC_AUTH_REQUIRED],
    paths,
    components: {
      schemas: componentSchemas(),
      parameters: PARAMETERS,
      headers: HEADERS,
      responses: sharedResponses,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

let built: JsonObject | undefined;

/** The document, built on first use: it depends only on the contract, so it never changes at run time. */
export function openApiDocument(): JsonObject {
  built ??= buildOpenApiDocument();
  return built;
}
