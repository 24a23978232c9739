// The service's own endpoints: the entry points and the OpenAPI description (mock extras, docs/mock-service.md).
import { etag } from 'hono/etag';
import { OPENAPI_PATH, SERVICE_BASE_PATH } from '../../contract/base-path';
import { schemaRef } from '../openapi/component-schemas';
import { mockExtra } from '../openapi/decision-marks';
import { envelopeResponse, JSON_MEDIA_TYPE, TOKEN_HEADERS } from '../openapi/responses';
import { defineEndpoint } from './endpoint';
import { dataResponse } from './negotiate';

/** Where the document itself is served, below the base path. */
export const OPENAPI_ROUTE = OPENAPI_PATH.slice(SERVICE_BASE_PATH.length);

const ENTRY_POINTS = ['scenarios', 'testcases', 'testruns', 'testexecreport'];

export const SERVICE_ENDPOINTS = [
  defineEndpoint({
    path: '/',
    method: 'get',
    operationId: 'getServiceRoot',
    tag: 'Service',
    summary: 'List the entry points; the usual target of a CSRF token fetch',
    responses: { 200: envelopeResponse('ServiceRoot', 'The entry points.', TOKEN_HEADERS) },
    mark: (operation) => mockExtra('the spec names no service root.', operation),
    handle: ({ request }) =>
      dataResponse(
        request,
        ENTRY_POINTS.map((entry) => ({ ENTRY_POINT: `${SERVICE_BASE_PATH}/${entry}` })),
      ),
  }),
  defineEndpoint({
    path: OPENAPI_ROUTE,
    method: 'get',
    operationId: 'getOpenApiDocument',
    tag: 'Service',
    summary: 'This description of the interface',
    responses: {
      200: {
        description: 'The OpenAPI 3.1 document.',
        headers: {
          ...TOKEN_HEADERS,
          ETag: { schema: { type: 'string' } },
          'Cache-Control': { schema: { type: 'string' } },
        },
        content: { [JSON_MEDIA_TYPE]: { schema: schemaRef('OpenApiDocument') } },
      },
      304: { description: 'Not modified (the request sent the current ETag in If-None-Match).' },
    },
    mark: (operation) => mockExtra('served by the bundled mock; a real system does not have it.', operation),
    // The description changes only with the code: cacheable, revalidated by its ETag.
    middleware: etag(),
    handle: ({ deps }) =>
      new Response(JSON.stringify(deps.openApiDocument()), {
        headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' },
      }),
  }),
];
