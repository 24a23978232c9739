// The built app, held in memory as it was when the server started (a few MB): a build written into dist/
// while the server runs (`npm run build` beside `npm run serve`) replaces every hashed file, and a server
// reading from disk would hand out the new index.html with the old one's chunks gone, so an open page failed
// with "Failed to fetch dynamically imported module" until a restart. Around the files it adds:
// - compressed forms made in memory at start, at the highest levels, on zlib's thread pool after the server
//   listens, so the server answers at once, uncompressed for the first moments; one file at a time, so the
//   pool keeps threads for the API's answers, which are compressed on it as they stream;
// - the cache rules: hashed assets cached for a year, index.html and config.json revalidated every time,
//   with an ETag and 304;
// - only files of the build: build metadata such as .vite/ is never served;
// - the app itself for app routes (no file extension), and config.json when the build brought none.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding } from './compression';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

interface Asset {
  etag: string;
  cacheControl: string;
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
}

export interface StaticAssets {
  /** Answers GET and HEAD of the app's files and routes; passes anything else on. */
  middleware: MiddlewareHandler;
  /** Settles when every compressible file has its gzip and brotli form. */
  compressed: Promise<void>;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What the server prints once every file has its compressed forms (the benchmark waits for it). */
export const COMPRESSED_LINE = 'Built files compressed (gzip and brotli)';

interface Compression {
  /** A source map: compressed after the app's own files. */
  sourceMap: boolean;
  run: () => Promise<void>;
}

function makeAsset(urlPath: string, raw: Uint8Array, compressions: Compression[]): Asset {
  const asset: Asset = {
    body: raw,
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
    cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (COMPRESSIBLE.has(extname(urlPath)) && raw.byteLength > 512) {
    // Source maps (four fifths of a build, asked for by developer tools only) last, and at middling levels: at the
    // highest they kept a core busy for 10 s after every start.
    const sourceMap = extname(urlPath) === '.map';
    compressions.push({
      sourceMap,
      run: async () => {
        asset.gzip = await gzipAsync(raw, { level: sourceMap ? 6 : 9 });
        asset.br = await brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: sourceMap ? 5 : 11 } });
      },
    });
  }
  return asset;
}

/**
 * One file after another, the app's own before the source maps. All at once, the files' compressions filled
 * zlib's four threads for seconds after the start (brotli 11 of a few MB on two cores), and the API's answers,
 * compressed on the same threads, waited behind them: the first reads after `npm start` took 7 s.
 */
async function compressInTurn(compressions: readonly Compression[]): Promise<void> {
  const inTurn = [...compressions.filter((each) => !each.sourceMap), ...compressions.filter((each) => each.sourceMap)];
  // A file that cannot be compressed is served as it is; it must not stop the others or the server.
  for (const compression of inTurn) await compression.run().catch(() => undefined);
}

/** Loads `distDir`; `config` is served as /config.json unless the build brought its own. */
export function loadStaticAssets(distDir: string, config: object): StaticAssets {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `No built app in ${distDir}/ (index.html missing): run \`npm run build\` first, or use \`npm start\`, which builds.`,
    );
  }
  const assets = new Map<string, Asset>();
  const compressions: Compression[] = [];
  for (const file of listFiles(distDir)) {
    const parts = relative(distDir, file).split(sep);
    if (parts.some((part) => part.startsWith('.'))) continue; // build metadata such as .vite/
    const urlPath = `/${parts.join('/')}`;
    assets.set(urlPath, makeAsset(urlPath, readFileSync(file), compressions));
  }
  if (!assets.has('/config.json')) {
    const body = new TextEncoder().encode(JSON.stringify(config));
    assets.set('/config.json', makeAsset('/config.json', body, compressions));
  }

  // App routes (no file extension) get the app itself; the router takes it from there.
  const fileFor = (pathname: string): string | undefined =>
    assets.has(pathname)
      ? pathname
      : extname(pathname) === '' && !pathname.startsWith('/assets/')
        ? '/index.html'
        : undefined;

  const middleware: MiddlewareHandler = async (c, next) => {
    const path = c.req.method === 'GET' || c.req.method === 'HEAD' ? fileFor(c.req.path) : undefined;
    if (!path) return next();
    const asset = assets.get(path)!;
    c.header('etag', asset.etag);
    c.header('cache-control', asset.cacheControl);
    c.header('vary', 'Accept-Encoding');
    if (c.req.header('if-none-match') === asset.etag) return c.body(null, 304);
    const encoding = chooseEncoding(c.req.header('accept-encoding') ?? null);
    const packed = encoding ? asset[encoding] : undefined;
    const body = packed ?? asset.body;
    if (packed) c.header('content-encoding', encoding);
    c.header('content-type', getMimeType(path) ?? 'application/octet-stream');
    c.header('content-length', String(body.byteLength));
    // Hono drops the body of an answer to HEAD.
    return c.body(body as Uint8Array<ArrayBuffer>);
  };

  return { middleware, compressed: compressInTurn(compressions) };
}
