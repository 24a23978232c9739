// Where the service is: the default base path, a build-time override (VITE_API_BASE_URL) or a run-time
// `config.json` served beside index.html, so one build runs against any system without rebuilding.
/// <reference types="vite/client" />
import { z } from 'zod/mini';
import { SERVICE_BASE_PATH } from '../../contract/base-path';

const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().check(
    z.minLength(1),
    z.refine(
      (value) => value.startsWith('/') || /^https?:\/\//.test(value),
      'must be a path starting with / or an http(s) URL',
    ),
  ),
});

// `import.meta.env` exists only in Vite's builds; under plain Node (the command-line runner) it is undefined.
let apiBaseUrl: string = import.meta.env?.VITE_API_BASE_URL || SERVICE_BASE_PATH;

/** The base URL every request is made against, without a trailing slash. */
export function getApiBaseUrl(): string {
  return apiBaseUrl.replace(/\/+$/, '');
}

/**
 * How cookies (the SAP session, the CSRF session) go with requests: to the page's own origin by default; to
 * a base URL on another origin only with 'include', which that origin must allow (CORS with credentials).
 */
export function apiCredentials(): RequestInit['credentials'] {
  const base = getApiBaseUrl();
  return /^https?:\/\//.test(base) && new URL(base).origin !== pageOrigin() ? 'include' : 'same-origin';
}

// Under Node (the command-line runner) there is no page, so no origin to share cookies with.
const pageOrigin = () => (globalThis as { location?: { origin: string } }).location?.origin;

/** For tests and embedding: point the client somewhere else. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}

let configLoaded: Promise<void> = Promise.resolve();

/** Settles once config.json has been read (at once where nothing reads it: tests, the list's worker). */
export function runtimeConfigLoaded(): Promise<void> {
  return configLoaded;
}

/**
 * Starts reading config.json; requests wait for it (runtimeConfigLoaded), the first screen's code does not.
 * Missing is fine, invalid is reported and ignored.
 */
export function loadRuntimeConfig(configUrl = `${import.meta.env.BASE_URL}config.json`): Promise<void> {
  configLoaded = readRuntimeConfig(configUrl);
  return configLoaded;
}

// The browser's cache mode: config.json is asked again on every start, not taken stale from the cache. Node's
// fetch types lack `cache`, and this module is checked under Node too.
const REVALIDATE: RequestInit & { cache?: string } = { cache: 'no-cache' };

async function readRuntimeConfig(configUrl: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(configUrl, REVALIDATE);
  } catch {
    return;
  }
  if (!response.ok) return;
  try {
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (parsed.success) setApiBaseUrl(parsed.data.apiBaseUrl);
    else console.warn(`config.json ignored: apiBaseUrl ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  } catch {
    console.warn('config.json ignored: it is not valid JSON');
  }
}
