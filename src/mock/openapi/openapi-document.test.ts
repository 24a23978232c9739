import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-openapi-document';
import { isJsonObject, type JsonObject } from './json-object';

const document = buildOpenApiDocument();
const paths = document.paths as Record<string, Record<string, JsonObject>>;
const components = document.components as Record<string, Record<string, JsonObject>>;
const schema = (name: string) => components.schemas![name]!;
const property = (record: string, member: string) => (schema(record).properties as Record<string, JsonObject>)[member]!;
const queryNames = (path: string, method = 'get') =>
  ((paths[path]![method]!.parameters ?? []) as JsonObject[])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
const queryParameter = (path: string, name: string) =>
  ((paths[path]!.get!.parameters ?? []) as JsonObject[]).find((parameter) => parameter.name === name)!;

function* allObjects(value: unknown): Generator<JsonObject> {
  if (Array.isArray(value)) for (const element of value) yield* allObjects(element);
  if (!isJsonObject(value)) return;
  yield value;
  for (const member of Object.values(value)) yield* allObjects(member);
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document for a standard validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('would be rejected by that validator with a parameter OpenAPI 3 does not know', async () => {
    const broken = structuredClone(document) as { paths: Record<string, Record<string, JsonObject>> };
    broken.paths['/scenarios']!.get!.parameters = [{ name: 'DATA', in: 'body', schema: {} }];
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has every path and method of the spec, HEAD beside each GET, and the mock extras', () => {
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'parameters')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const reads = [
      '/scenarios',
      '/scenarios/{id}',
      '/testcases',
      '/testcases/{id}',
      '/testcases/{id}/results',
      '/testcases/{id}/contenttypes',
      '/testcases/{id}/contenttypes/{contentId}',
      '/testcases/{id}/variables',
      '/testruns',
      '/testruns/{id}',
      '/',
      '/openapi.json',
    ];
    expect(operations.toSorted()).toEqual(
      [
        ...reads.flatMap((path) => [`GET ${path}`, `HEAD ${path}`]),
        'POST /testruns',
        'POST /testexecreport',
      ].toSorted(),
    );
  });

  it('names the query options as the spec does, with its types and bounds', () => {
    expect(queryNames('/scenarios')).toEqual([
      'SCNRID',
      'PARENTID',
      'ATTR1',
      'ATTR2',
      'ATTR3',
      'ATTR4',
      'ATTR5',
      'DESCR',
      'q',
      '$children',
      '$expandLevels',
    ]);
    expect(queryNames('/scenarios/{id}')).toEqual(['$children', '$expandLevels']);
    expect(queryNames('/testcases')).toEqual([
      'CASEID',
      'SCNRID',
      'DESCR',
      'DOCNUM',
      'OBJDEFID',
      'IFTYPE',
      'PARENT_CASEID',
      'q',
      '$includeSubfolders',
    ]);
    expect(queryNames('/testruns')).toEqual([
      'RUN_ID',
      'NAME',
      'TYPE',
      'STARTED_BY',
      'STARTED_DATE',
      'STARTED_FROM',
      'STARTED_TO',
      'q',
      '$includeDetails',
      '$includeComparison',
      '$includeMetadata',
    ]);
    expect(queryNames('/testruns/{id}')).toEqual(['$includeDetails', '$includeComparison', '$includeMetadata']);
    expect(queryParameter('/scenarios', '$expandLevels').schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 9999,
      default: 1,
    });
    expect(queryParameter('/scenarios', '$children').schema).toMatchObject({ default: false });
    expect(queryParameter('/testcases', 'IFTYPE').schema).toEqual({ type: 'integer' });
    expect(queryParameter('/testruns', 'STARTED_FROM').schema).toEqual({ type: 'string', format: 'date' });
  });

  it('takes boolean options in any case, as the service does, and nothing else', () => {
    const accepts = new Ajv2020({ strict: false }).compile(queryParameter('/scenarios', '$children').schema as object);
    const spellings = [true, false, 'true', 'TRUE', 'False', 'yes', '1', ''];
    expect(spellings.filter((value) => accepts(value))).toEqual([true, false, 'true', 'TRUE', 'False']);
  });

  it('answers a repeated sap-client, like any repeated option, with a documented 400 on every operation', () => {
    expect(components.parameters!.SapClient).toMatchObject({ name: 'sap-client', in: 'query' });
    for (const [path, item] of Object.entries(paths)) {
      expect(item.parameters).toContainEqual({ $ref: '#/components/parameters/SapClient' });
      for (const method of ['get', 'head', 'post'].filter((name) => item[name]))
        expect(item[method]!.responses, `${method} ${path}`).toHaveProperty('400');
    }
  });

  it('describes the CSRF handshake: token fetch on reads, token on POSTs, 403 asking for a new one', () => {
    expect(paths['/scenarios']!.get!.parameters).toContainEqual({ $ref: '#/components/parameters/CsrfTokenFetch' });
    expect(components.parameters!.CsrfTokenFetch).toMatchObject({ name: 'X-CSRF-Token', in: 'header' });
    expect((paths['/scenarios']!.get!.responses as Record<string, JsonObject>)['200']!.headers).toHaveProperty(
      'X-CSRF-Token',
    );
    for (const path of ['/testruns', '/testexecreport']) {
      expect(paths[path]!.post!.parameters).toContainEqual({ $ref: '#/components/parameters/CsrfToken' });
      expect(paths[path]!.post!.responses).toHaveProperty('403');
      expect(paths[path]!.post!.responses).not.toHaveProperty('401');
    }
    expect(components.parameters!.CsrfToken).toMatchObject({ name: 'X-CSRF-Token', in: 'header', required: true });
    const startForbidden = (paths['/testruns']!.post!.responses as Record<string, JsonObject>)['403']!;
    expect(startForbidden).toMatchObject({
      'x-mock-extra': true,
      description: expect.stringMatching(/NOT_AUTHORIZED/),
    });
    // A security scheme would tell tools to expect a 401 without the token; the service answers 403.
    expect(Object.keys(components.securitySchemes!)).toEqual(['basicAuth']);
    const needs = [...allObjects(document)].flatMap((object) =>
      Array.isArray(object.security) ? object.security : [],
    );
    expect(needs.filter((need) => isJsonObject(need) && 'csrfToken' in need)).toEqual([]);
    expect(components.responses!['403']!.headers).toEqual({
      'X-CSRF-Token': { $ref: '#/components/headers/CsrfRequired' },
    });
  });

  it('describes the run start and the report: bodies with the spec members, sync 200, async 202 with Location, xlsx', () => {
    const startMembers = (schema('StartRunRequest').properties as Record<string, JsonObject>).DATA!
      .properties as Record<string, JsonObject>;
    expect(Object.keys(startMembers)).toEqual([
      'SCENARIOS',
      'INCLUDE_SUBFOLDERS',
      'TEST_CASES',
      'TEST_RUN_NAME',
      'TEST_CONTAINER',
      'TEST_RUN_TIME',
      'TEST_RUN_DATE',
      'EXECUTION_LANDSCAPE',
      'MERGE_WITH_EXISTING_RUN',
      'ASYNC',
    ]);
    expect(startMembers.ASYNC).toEqual({ type: 'string', enum: ['X', ''] });
    expect(startMembers.TEST_CASES!.items).toEqual({ type: 'string', pattern: '^\\d{1,10}$' });
    const reportMembers = (schema('ReportRequest').properties as Record<string, JsonObject>).DATA!.properties as Record<
      string,
      JsonObject
    >;
    expect(Object.keys(reportMembers)).toContain('CONTENT_SEARCH_TEXT');
    expect(reportMembers.STARTED_DATE_FROM).toEqual({
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', const: '' },
      ],
    });

    const start = paths['/testruns']!.post!;
    expect(start.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/StartRunRequest' } } },
    });
    const responses = start.responses as Record<string, JsonObject>;
    expect(Object.keys(responses)).toEqual(['200', '202', '400', '403', '413', '415', '503']);
    expect(components.responses!['503']).toMatchObject({ 'x-mock-extra': true });
    expect(responses['200']!.content).toMatchObject({
      'application/json': { schema: { $ref: '#/components/schemas/TestRunData' } },
    });
    expect(responses['202']!.content).toMatchObject({
      'application/json': { schema: { $ref: '#/components/schemas/AsyncRunStartedData' } },
    });
    expect(responses['202']!.headers).toEqual({ Location: { $ref: '#/components/headers/Location' } });
    const report = (paths['/testexecreport']!.post!.responses as Record<string, JsonObject>)['200']!;
    expect(Object.keys(report.content as JsonObject)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it('answers reads in JSON and XML, and errors with the error body in both', () => {
    const ok = (paths['/testcases/{id}']!.get!.responses as Record<string, JsonObject>)['200']!;
    expect(Object.keys(ok.content as JsonObject)).toEqual(['application/json', 'application/xml']);
    expect(components.responses!['404']!.content).toMatchObject({
      'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
      'application/xml': {},
    });
    expect(schema('ErrorBody').required).toEqual(['error']);
  });

  it('states the wire formats of the spec on the records', () => {
    expect(property('Scenario', 'SCNRID')).toMatchObject({ type: 'string', pattern: '^\\d{10}$' });
    expect(property('TestRun', 'END_DATE').anyOf).toEqual([
      { type: 'string', format: 'date' },
      { type: 'string', const: '' },
    ]);
    expect(property('TestCase', 'IFTYPE').type).toBe('integer');
    expect(schema('TestRun').required).not.toContain('FIORI_REPORT_URL');
  });

  it('names the type of every branch of a choice, which client generators otherwise type as unknown', () => {
    const untyped = [...allObjects(document)]
      .flatMap((object) => [...((object.anyOf ?? []) as JsonObject[]), ...((object.oneOf ?? []) as JsonObject[])])
      .filter((branch) => branch.type === undefined && branch.$ref === undefined);
    expect(untyped).toEqual([]);
  });

  it('marks what decisions.md adds, naming the section, and leaves the spec unmarked', () => {
    expect(property('TestRun', 'TYPE')['x-decision']).toBe(true);
    expect(property('TestRun', 'METADATA')['x-decision']).toBe(true);
    expect(property('TestRun', 'RUN_ID')['x-decision']).toBeUndefined();
    expect(schema('Scenario')['x-decision']).toBeUndefined();
    expect(schema('CaseResult')['x-decision']).toBe(true);
    expect(schema('ErrorBody')['x-decision']).toBe(true);
    expect(components.parameters!.SapClient!['x-decision']).toBe(true);
    expect((paths['/testruns']!.post!.responses as Record<string, JsonObject>)['202']!['x-decision']).toBe(true);
    expect(paths['/openapi.json']!.get!['x-mock-extra']).toBe(true);
    const marked = [...allObjects(document)].filter((object) => object['x-decision'] === true);
    expect(marked.length).toBeGreaterThan(20);
    for (const object of marked)
      expect(object.description).toMatch(/Decision \(docs\/interface\/decisions\.md#[a-z-]+-d\d\b/);
  });
});
