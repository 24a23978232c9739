// The built app, read once at start and kept in memory with its gzip and brotli forms, so each request is
// a lookup: hashed assets cached for a year, index.html and config.json revalidated every time. The
// compressed forms are made at the highest levels on zlib's thread pool after start, so the server answers
// at once (uncompressed for the first moments) instead of spending seconds compressing before it listens.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding } from './compression';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

interface Asset {
  type: string;
  etag: string;
  cacheControl: string;
  raw: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
}

export interface StaticAssets {
  /** The response for a GET/HEAD of the path, or undefined when the app has no such file or route. */
  respond(request: Request, pathname: string): Response | undefined;
  /** Settles when every compressible file has its gzip and brotli form. */
  compressed: Promise<void>;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function makeAsset(urlPath: string, raw: Uint8Array, pending: Promise<unknown>[]): Asset {
  const extension = extname(urlPath);
  const immutable = urlPath.startsWith('/assets/');
  const asset: Asset = {
    type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
    cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    raw,
  };
  if (COMPRESSIBLE.has(extension) && raw.byteLength > 512) {
    pending.push(
      gzipAsync(raw, { level: 9 }).then((body) => (asset.gzip = body)),
      brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((body) => (asset.br = body)),
    );
  }
  return asset;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Loads `distDir`; `config` is served as /config.json unless the build brought its own. */
export function loadStaticAssets(distDir: string, config: object): StaticAssets {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `No built app in ${distDir}/ (index.html missing): run \`npm run build\` first, or use \`npm start\`, which builds.`,
    );
  }
  const assets = new Map<string, Asset>();
  const pending: Promise<unknown>[] = [];
  for (const file of listFiles(distDir)) {
    if (
      relative(distDir, file)
        .split(sep)
        .some((part) => part.startsWith('.'))
    )
      continue; // build metadata such as .vite/
    const urlPath = `/${relative(distDir, file).split(sep).join('/')}`;
    assets.set(urlPath, makeAsset(urlPath, readFileSync(file), pending));
  }
  if (!assets.has('/config.json'))
    assets.set('/config.json', makeAsset('/config.json', new TextEncoder().encode(JSON.stringify(config)), pending));
  const index = assets.get('/index.html')!;

  return {
    compressed: Promise.all(pending).then(() => undefined),
    respond(request, pathname) {
      // App routes (no file extension) get the app itself; the router takes it from there.
      const asset =
        assets.get(pathname) ?? (extname(pathname) === '' && !pathname.startsWith('/assets/') ? index : undefined);
      if (!asset) return undefined;
      const headers: Record<string, string> = {
        'content-type': asset.type,
        etag: asset.etag,
        'cache-control': asset.cacheControl,
        vary: 'Accept-Encoding',
      };
      if (request.headers.get('if-none-match') === asset.etag) return new Response(null, { status: 304, headers });
      const encoding = chooseEncoding(request.headers.get('accept-encoding'));
      const body = (encoding && asset[encoding]) || asset.raw;
      if (body !== asset.raw && encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = String(body.byteLength);
      return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { headers });
    },
  };
}
