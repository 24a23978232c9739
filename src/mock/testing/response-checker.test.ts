import { describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATH } from '../../contract/base-path';
import { sharedResponseChecker } from './response-checker';

const checker = sharedResponseChecker();
const url = (path: string) => `http://mock.test${SERVICE_BASE_PATH}${path}`;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
const error = (status: number, headers: Record<string, string> = {}) =>
  json({ error: { code: 'X', message: { lang: 'en', value: 'why' } } }, status, headers);

const scenario = {
  SCNRID: '0000000825',
  PARENTID: '0000000000',
  ATTR1: '',
  ATTR2: '',
  ATTR3: '',
  ATTR4: '',
  ATTR5: '',
  DESCR: 'Order to cash',
  CREATED_ON: '2026-02-28',
  CREATED_TIME: '08:15:00',
  CREATED_BY: 'DEVELOPER',
  LANDSCAPE_ID: 'QAS',
};

describe('the OpenAPI response checker', () => {
  it('accepts answers the document describes, in JSON, XML and as downloads', async () => {
    expect(await checker.check('GET', url('/scenarios/825'), json({ DATA: [scenario] }))).toBeUndefined();
    expect(await checker.check('GET', url('/scenarios/'), json({ DATA: [] }))).toBeUndefined();
    expect(
      await checker.check(
        'GET',
        url('/scenarios'),
        new Response('<?xml version="1.0"?><DATA/>', { headers: { 'content-type': 'application/xml; charset=utf-8' } }),
      ),
    ).toBeUndefined();
    const payload = new Response('{"any":"json"}', {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': 'attachment; filename="in.json"',
      },
    });
    expect(await checker.check('GET', url(`/testcases/1/contenttypes/${'A'.repeat(32)}`), payload)).toBeUndefined();
    expect(
      await checker.check(
        'HEAD',
        url('/testcases/1'),
        new Response(null, { headers: { 'content-type': 'application/json' } }),
      ),
    ).toBeUndefined();
  });

  it('names path, status and member of a body that does not match', async () => {
    const problem = await checker.check(
      'GET',
      url('/scenarios?PARENTID=0'),
      json({ DATA: [{ ...scenario, CREATED_ON: '2026-02-30' }] }),
    );
    expect(problem).toContain('GET /scenarios answered 200');
    expect(problem).toContain('/DATA/0/CREATED_ON');
    expect(problem).toContain('"2026-02-30"');
    expect(await checker.check('GET', url('/scenarios'), json({ DATA: [{ ...scenario, SCNRID: '825' }] }))).toContain(
      '/DATA/0/SCNRID must match pattern',
    );
    expect(
      await checker.check('GET', url('/scenarios'), json({ DATA: [{ ...scenario, DESCR: undefined }] })),
    ).toContain("must have required property 'DESCR'");
    expect(await checker.check('GET', url('/testcases/1'), json({ error: 'nope' }, 404))).toContain(
      'GET /testcases/1 answered 404',
    );
  });

  it('rejects undocumented statuses, media types and missing required headers', async () => {
    expect(await checker.check('GET', url('/scenarios'), error(500))).toContain(
      'status not documented; documented: 200, 400',
    );
    expect(
      await checker.check(
        'GET',
        url('/scenarios'),
        new Response('<html/>', { headers: { 'content-type': 'text/html' } }),
      ),
    ).toContain("Content-Type 'text/html' is not documented");
    expect(await checker.check('POST', url('/testruns'), json({ DATA: [{ RUN_ID: 'A'.repeat(32) }] }, 202))).toContain(
      'required header Location is missing',
    );
    expect(await checker.check('POST', url('/testruns'), error(403))).toContain(
      'required header X-CSRF-Token is missing',
    );
  });

  it('expects 404 for an undocumented path and 405 with Allow for an undocumented method', async () => {
    expect(await checker.check('GET', url('/nothing'), error(404))).toBeUndefined();
    expect(await checker.check('GET', url('/nothing'), json({ DATA: [] }))).toContain('only 404 with the error body');
    expect(await checker.check('GET', url('//'), error(404))).toBeUndefined();
    expect(await checker.check('DELETE', url('/scenarios'), error(405, { allow: 'GET, HEAD' }))).toBeUndefined();
    expect(await checker.check('DELETE', url('/scenarios'), error(405))).toContain('without an Allow header');
    expect(await checker.check('DELETE', url('/scenarios'), error(404))).toContain('only 405');
  });

  it('leaves the body readable for the test', async () => {
    const response = json({ DATA: [scenario] });
    await checker.check('GET', url('/scenarios'), response);
    expect(await response.json()).toEqual({ DATA: [scenario] });
  });
});
