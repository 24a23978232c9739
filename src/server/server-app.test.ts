import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATH } from '../contract/base-path';
import { createMockService, type MockService } from '../mock/create-mock-service';
import { createServerApp, type FetchHandler } from './create-server-app';
import { readServerOptions } from './server-options';
import { loadStaticAssets } from './static-assets';

let mock: MockService;
let app: FetchHandler;
const ORIGIN = 'http://dashboard.test';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>Test Automation Dashboard</title>${'<!-- padding -->'.repeat(100)}`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.info(${JSON.stringify('x'.repeat(4000))});`);
  mock = await createMockService();
  const assets = loadStaticAssets(dist, { apiBaseUrl: SERVICE_BASE_PATH });
  await assets.compressed;
  app = createServerApp(mock.fetch, assets);
});
afterAll(() => mock.close());

const gzipRequest = () => new Request(`${ORIGIN}/`, { headers: { 'accept-encoding': 'gzip' } });
const get = (path: string, headers: Record<string, string> = {}) => app(new Request(`${ORIGIN}${path}`, { headers }));
/** What a cache reads of a service answer through the server. */
const cacheHeaders = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await get(`${SERVICE_BASE_PATH}${path}`, headers);
  return {
    path,
    encoding: answer.headers.get('content-encoding'),
    vary: answer.headers.get('vary'),
    cacheControl: answer.headers.get('cache-control'),
  };
};

describe('the server', () => {
  it('sends the security headers on pages, assets, API answers and errors', async () => {
    const paths = [
      '/',
      '/assets/index-abc123.js',
      `${SERVICE_BASE_PATH}/scenarios`,
      `${SERVICE_BASE_PATH}/testcases/x`,
      '/nothing.png',
    ];
    const seen = await Promise.all(
      paths.map(async (path) => {
        const headers = (await get(path)).headers;
        const csp = headers.get('content-security-policy') ?? '';
        return {
          path,
          csp: csp.includes("default-src 'self'") && csp.includes("frame-ancestors 'none'"),
          nosniff: headers.get('x-content-type-options'),
          referrer: headers.get('referrer-policy'),
        };
      }),
    );
    expect(seen).toEqual(paths.map((path) => ({ path, csp: true, nosniff: 'nosniff', referrer: 'no-referrer' })));
  });

  it('sends exactly the headers docs/deployment.md gives nginx: no HSTS on plain HTTP, nothing else added', async () => {
    const headers = (await get('/')).headers;
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    for (const absent of ['strict-transport-security', 'cross-origin-resource-policy', 'x-xss-protection'])
      expect(headers.has(absent)).toBe(false);
  });

  it('answers HEAD like GET without a body, and never serves build metadata', async () => {
    const head = await app(new Request(`${ORIGIN}/assets/index-abc123.js`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await head.text()).toBe('');
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('caches hashed assets for a year and revalidates index.html; answers 304 to a matching ETag', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/', { 'if-none-match': page.headers.get('etag')! })).status).toBe(304);
  });

  it('serves app routes with the app (SPA fallback) but unknown files as 404', async () => {
    expect(await (await get('/testcases/825/payloads')).text()).toContain('Test Automation Dashboard');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/favicon.png')).status).toBe(404);
  });

  it('serves config.json with the API base path when the build has none', async () => {
    expect(await (await get('/config.json')).json()).toEqual({ apiBaseUrl: SERVICE_BASE_PATH });
  });

  it('compresses static files and API answers for clients that accept it', async () => {
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await asset.arrayBuffer())).toString()).toContain('console.info');
    const api = await get(`${SERVICE_BASE_PATH}/testcases`, { 'accept-encoding': 'br, gzip' });
    expect(api.headers.get('content-encoding')).toBe('br');
    const plain = await get(`${SERVICE_BASE_PATH}/testcases`);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { DATA: unknown[] }).DATA.length).toBe(mock.store.testCases.size);
  });

  it("tells caches what the service's answers vary by and what they may keep", async () => {
    const read = { vary: 'Accept, Accept-Encoding', cacheControl: 'private, no-cache' };
    expect(await cacheHeaders('/testcases', { 'accept-encoding': 'br' })).toEqual({
      path: '/testcases',
      encoding: 'br',
      ...read,
    });
    // Sent plain to this client, compressed to another: it varies by Accept-Encoding all the same.
    expect(await cacheHeaders('/testcases', { accept: 'application/xml' })).toEqual({
      path: '/testcases',
      encoding: null,
      ...read,
    });
    expect(await cacheHeaders('/testcases/x', { 'accept-encoding': 'gzip' })).toMatchObject({
      vary: 'Accept, Accept-Encoding',
      cacheControl: 'no-store',
    });
  });

  it('serves files uncompressed at once, and compressed when the background compression is done', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Fresh</title>${'<!-- padding -->'.repeat(100)}`);
    const assets = loadStaticAssets(dist, {});
    const fresh = createServerApp(mock.fetch, assets);
    const early = await fresh(gzipRequest());
    expect(early.headers.get('content-encoding')).toBeNull();
    expect(await early.text()).toContain('<title>Fresh</title>');
    await assets.compressed;
    expect((await fresh(gzipRequest())).headers.get('content-encoding')).toBe('gzip');
  });

  it('answers the API at once while it is still compressing the files, instead of after them', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fresh</title>');
    // Text that compresses slowly at brotli 11: a few hundred milliseconds of zlib's threads per file.
    let seed = 1;
    const words = () =>
      Array.from({ length: 12_000 }, () => ((seed = (seed * 48_271) % 2_147_483_647) % 100_000).toString(36)).join(' ');
    const files = Array.from({ length: 12 }, (_, index) => `/assets/chunk-${index}.js`);
    for (const file of files) writeFileSync(join(dist, file), `export const words = ${JSON.stringify(words())};`);
    const assets = loadStaticAssets(dist, {});
    const fresh = createServerApp(mock.fetch, assets);

    // The list is compressed as it streams, on the same threads as the files.
    const api = await fresh(
      new Request(`${ORIGIN}${SERVICE_BASE_PATH}/testcases`, { headers: { 'accept-encoding': 'br' } }),
    );
    expect(api.headers.get('content-encoding')).toBe('br');
    await api.arrayBuffer();
    const packedByNow = await Promise.all(
      files.map(async (file) =>
        (await fresh(new Request(`${ORIGIN}${file}`, { headers: { 'accept-encoding': 'br' } }))).headers.get(
          'content-encoding',
        ),
      ),
    );
    // Compressing every file at once, the answer came once nearly all of them were done.
    expect(packedByNow.filter(Boolean).length).toBeLessThan(files.length / 2);
    await assets.compressed;
  });

  it('keeps serving the build it started with when dist/ is rebuilt under it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/page-old.js"></script>');
    writeFileSync(join(dist, 'assets', 'page-old.js'), 'export const x = 1;');
    const running = createServerApp(mock.fetch, loadStaticAssets(dist, {}));
    // A build replaces every hashed file and rewrites index.html to point at the new ones.
    rmSync(join(dist, 'assets', 'page-old.js'));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/page-new.js"></script>');
    const page = await running(new Request(`${ORIGIN}/runs`));
    expect(await page.text()).toContain('/assets/page-old.js');
    const chunk = await running(new Request(`${ORIGIN}/assets/page-old.js`));
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
    expect(await chunk.text()).toBe('export const x = 1;');
  });

  it('refuses changing methods outside the API', async () => {
    expect((await app(new Request(`${ORIGIN}/`, { method: 'POST' }))).status).toBe(405);
  });
});

describe('server options', () => {
  it('reads flags before environment variables and explains bad values', () => {
    expect(readServerOptions(['--port', '8080'], { PORT: '9090', DATASET: 'large' })).toMatchObject({
      port: 8080,
      dataset: 'large',
      host: 'localhost',
    });
    expect(() => readServerOptions(['--port', 'abc'], {})).toThrow(/--port/);
    expect(() => readServerOptions(['--backend', 'ftp://x'], {})).toThrow(/http\(s\) URL/);
    expect(() => readServerOptions(['--sap-client', '12'], {})).toThrow(/three digits/);
    expect(() => readServerOptions(['--bogus'], {})).toThrow(/Usage/);
    expect(readServerOptions(['--user', 'tester'], { MOCK_USER: 'lead' })).toMatchObject({ user: 'tester' });
    expect(readServerOptions([], { MOCK_USER: 'lead' })).toMatchObject({ user: 'lead' });
    expect(readServerOptions([], {})).toMatchObject({ user: undefined });
    expect(() => readServerOptions(['--user', 'TOO_LONG_A_NAME'], {})).toThrow(
      /--user \(or MOCK_USER\): must be a user ID/,
    );
    // A wrong value is named as the user gave it: by its flag and its environment variable, never a field name.
    expect(() => readServerOptions([], { RUN_PACE_MS: '-5' })).toThrow(
      /--run-pace \(or RUN_PACE_MS\): must be a whole number of milliseconds/,
    );
    expect(() => readServerOptions(['--read-only-users', 'a,,b'], {})).toThrow(
      /--read-only-users \(or MOCK_READ_ONLY_USERS\): must be user IDs/,
    );
    expect(readServerOptions(['--read-only-users', 'viewer,auditor'], {})).toMatchObject({
      readOnlyUsers: ['viewer', 'auditor'],
    });
    expect(readServerOptions([], { MOCK_READ_ONLY_USERS: 'viewer' })).toMatchObject({ readOnlyUsers: ['viewer'] });
    expect(() => readServerOptions(['--read-only-users', 'a b'], {})).toThrow(/must be user IDs/);
    expect(readServerOptions(['--help'], {})).toBe('help');
  });

  it('lets the seeded history end shortly before the start unless a day or an instant is given', () => {
    expect(readServerOptions([], {})).toMatchObject({ historyEnds: 'now' });
    expect(readServerOptions(['--history-ends', '2026-11-20'], { HISTORY_ENDS: 'now' })).toMatchObject({
      historyEnds: new Date('2026-11-20T17:00:00Z'),
    });
    expect(readServerOptions([], { HISTORY_ENDS: '2027-01-04T08:00:00Z' })).toMatchObject({
      historyEnds: new Date('2027-01-04T08:00:00Z'),
    });
    expect(() => readServerOptions(['--history-ends', 'yesterday'], {})).toThrow(
      /--history-ends \(or HISTORY_ENDS\): must be now, a day such as 2026-11-20/,
    );
  });
});
