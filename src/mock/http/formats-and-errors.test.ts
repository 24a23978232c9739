import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient();
});
afterAll(() => client.service.close());

const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'item' });

describe('XML on Accept: application/xml', () => {
  it('mirrors the JSON one to one: root DATA, an item per record, an element per member', async () => {
    const json = (await (await client.get('/scenarios?PARENTID=0')).json()) as { DATA: Record<string, string>[] };
    const response = await client.get('/scenarios?PARENTID=0', { accept: 'application/xml' });
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = parser.parse(await response.text()) as { DATA: { item: Record<string, string>[] } };
    const normalised = xml.DATA.item.map((item) =>
      Object.fromEntries(Object.entries(item).map(([key, value]) => [key, value === '' ? '' : String(value)])),
    );
    expect(normalised).toEqual(json.DATA);
  });

  it('nests DETAILS rows as item elements and escapes markup in values', async () => {
    const runId = client.service.store.runIdsNewestFirst[0]!;
    const text = await (
      await client.get(`/testruns/${runId}?$includeDetails=true`, { accept: 'application/xml' })
    ).text();
    const xml = parser.parse(text) as { DATA: { item: { DETAILS: { item: unknown[] } }[] } };
    expect(xml.DATA.item[0]!.DETAILS.item.length).toBe(client.service.store.runs.get(runId)!.details.length);
    const tricky = [...client.service.store.testCases.values()].find((c) => c.DESCR.includes('<'))!;
    const caseXml = await (await client.get(`/testcases/${tricky.CASEID}`, { accept: 'application/xml' })).text();
    expect(caseXml).toContain('&lt;GmbH&gt;');
    expect(caseXml).toContain('&amp;');
  });

  it('sends errors as XML too', async () => {
    const response = await client.get('/testcases/x', { accept: 'application/xml' });
    expect(response.status).toBe(400);
    const xml = parser.parse(await response.text()) as {
      error: { code: string; message: { lang: string; value: string } };
    };
    expect(xml.error.code).toBe('BAD_REQUEST');
    expect(xml.error.message.value).toContain('not a valid test case ID');
  });
});

describe('Accept, weighed by its q-values (RFC 9110 §12.5.1)', () => {
  it.each([
    ['application/xml;q=0', 'json'],
    ['application/xml;q=0, */*', 'json'],
    ['application/xml;q=0.1, application/json', 'json'],
    ['application/json;q=0.5, application/xml', 'xml'],
    ['application/json;q=0, application/*;q=0.2', 'xml'],
    ['text/xml', 'xml'],
    ['application/xml, */*;q=0.8', 'xml'],
    ['*/*', 'json'],
    ['text/html', 'json'],
    ['application/xml;q=abc', 'json'],
  ])('Accept: %s answers %s', async (accept, form) => {
    const response = await client.get('/scenarios?PARENTID=0', { accept });
    expect(response.headers.get('content-type')).toBe(`application/${form}; charset=utf-8`);
  });

  it('weighs errors the same way', async () => {
    const response = await client.get('/testcases/x', { accept: 'application/xml;q=0' });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('errors', () => {
  it.each(['/', '/openapi.json', '/testcases/1/variables'])(
    'answers %s with a repeated sap-client with 400, like any repeated option',
    async (path) => {
      const response = await client.get(`${path}?sap-client=100&SAP-CLIENT=100`);
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe('Option sap-client is given more than once');
    },
  );

  it('answers unknown paths with 404 and the error body', async () => {
    const response = await client.get('/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: { lang: 'en' } } });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const response = await client.service.fetch(
      new Request('http://mock.test/sap/bc/int4/iftt/v1/scenarios', { method: 'DELETE' }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await client.service.fetch(
      new Request('http://mock.test/sap/bc/int4/iftt/v1/scenarios', { method: 'HEAD' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
