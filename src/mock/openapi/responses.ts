// Responses and response headers of the document: the DATA envelopes in JSON and XML, the error body for
// every error status, and the headers of the CSRF handshake, downloads and asynchronous starts.
import { CSRF_FAILED_MESSAGE, CSRF_HEADER, CSRF_REQUIRED, ERROR_CODES, MAX_BODY_BYTES } from '../../contract/errors';
import type { EnvelopedRecord } from './component-schemas';
import { schemaRef } from './component-schemas';
import { decided, mockExtra } from './decision-marks';
import type { JsonObject } from './json-object';

export const JSON_MEDIA_TYPE = 'application/json';
export const XML_MEDIA_TYPE = 'application/xml';

/** XML is described loosely: its shape mirrors the JSON schema beside it. */
const xmlContent = (root: string): JsonObject => ({
  schema: decided(
    'D1',
    `root element ${root}, one item element per array element, one element per member named after it, values as text.`,
    {
      type: 'string',
      description: `The same content as the JSON answer, as XML (on Accept: ${XML_MEDIA_TYPE}).`,
    },
  ),
});

export const HEADERS = {
  CsrfToken: {
    description: `The CSRF token, when the request sent ${CSRF_HEADER}: fetch (docs/interface/rest-v1.md#csrf-and-users-r5).`,
    schema: { type: 'string' },
  },
  SessionCookie: decided(
    'D5',
    'the session cookie the token is bound to; a POST must send both. Set when a token fetch starts a session.',
    {
      schema: { type: 'string' },
    },
  ),
  CsrfRequired: decided('D5', `"${CSRF_REQUIRED}": fetch a new token once and repeat the request once.`, {
    required: true,
    schema: { type: 'string', const: CSRF_REQUIRED },
  }),
  Location: decided('D6', 'address of the started run; read its progress there.', {
    required: true,
    schema: { type: 'string' },
  }),
  ContentDisposition: decided(['D3', 'D7'], 'attachment; filename="…".', {
    required: true,
    schema: { type: 'string', pattern: '^attachment; filename=".+"$' },
  }),
} satisfies Record<string, JsonObject>;

export const headerRef = (name: keyof typeof HEADERS): JsonObject => ({ $ref: `#/components/headers/${name}` });

/** Headers of every answer to a read: the CSRF token fetch works on any GET or HEAD. */
export const TOKEN_HEADERS: JsonObject = {
  [CSRF_HEADER]: headerRef('CsrfToken'),
  'Set-Cookie': headerRef('SessionCookie'),
};

/** `{"DATA": [...]}` in JSON, or the same as XML. */
export function envelopeResponse(
  record: EnvelopedRecord | 'ServiceRoot',
  description: string,
  headers: JsonObject = {},
): JsonObject {
  return {
    description,
    headers,
    content: { [JSON_MEDIA_TYPE]: { schema: schemaRef(`${record}Data`) }, [XML_MEDIA_TYPE]: xmlContent('DATA') },
  };
}

const errorResponse = (description: string, extra: JsonObject = {}): JsonObject => ({
  description,
  ...extra,
  content: { [JSON_MEDIA_TYPE]: { schema: schemaRef('ErrorBody') }, [XML_MEDIA_TYPE]: xmlContent('error') },
});

/** Error answers by status, referenced as `#/components/responses/<status>`. */
export const ERROR_RESPONSES = {
  400: decided(
    'D8',
    'a malformed ID, option value, date, time or body, an option given twice, or a NUL character in an option, a member of the body or the Basic-auth user name; the message names each problem.',
    errorResponse('Bad request.'),
  ),
  403: decided(
    'D5',
    `body message "${CSRF_FAILED_MESSAGE}".`,
    errorResponse('Missing, wrong or expired CSRF token or session (docs/interface/rest-v1.md#csrf-and-users-r5).', {
      headers: { [CSRF_HEADER]: headerRef('CsrfRequired') },
    }),
  ),
  404: decided('D1', 'a well-formed ID that does not exist, or an unknown path.', errorResponse('Not found.')),
  413: decided('D8', `a request body over ${MAX_BODY_BYTES / 1024 / 1024} MiB.`, errorResponse('Payload too large.')),
  415: decided('D8', 'a POST whose Content-Type is not JSON.', errorResponse('Unsupported media type.')),
  503: mockExtra(
    'with --data, a run start that could not be saved in the data directory; nothing was started.',
    errorResponse('Service unavailable.'),
  ),
} satisfies Record<number, JsonObject>;

/** 403 of a run start: the CSRF check of every POST, or a user who may only read. */
export const RUN_START_FORBIDDEN: JsonObject = mockExtra(
  `with --read-only-users, a user who may only read gets code ${ERROR_CODES.notAuthorized}; a real system answers users without the authorisation to start runs alike.`,
  errorResponse(
    'Missing, wrong or expired CSRF token or session (docs/interface/rest-v1.md#csrf-and-users-r5), or a user who may not start runs.',
    {
      headers: {
        [CSRF_HEADER]: {
          description: `"${CSRF_REQUIRED}" when the CSRF check failed: fetch a new token once and repeat the request once. The request's own token when the user may not start runs: repeating does not help.`,
          required: true,
          schema: { type: 'string' },
        },
      },
    },
  ),
);

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

export function errorResponses(statuses: readonly ErrorStatus[]): JsonObject {
  return Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/${status}` }]));
}
