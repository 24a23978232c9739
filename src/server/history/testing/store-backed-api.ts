// An /api with one store-backed endpoint behind the reader check, standing in for the data endpoints in the
// check's tests; `advance` moves the check's clock.
import { Hono } from 'hono';
import type { FetchHandler } from '../../create-server-app';
import { createReaderAccess, type ReaderAccessOptions } from '../api/reader-access';

export const STORE_BACKED_PATH = '/api/overview';

export function storeBackedApi(service: FetchHandler, options: Omit<ReaderAccessOptions, 'service' | 'now'> = {}) {
  let time = Date.parse('2026-12-01T08:00:00Z');
  const app = new Hono().basePath('/api');
  app.use(createReaderAccess({ service, now: () => time, ...options }));
  app.get('/overview', (c) => c.json({ runs: 1234 }));
  const get = async (headers: Record<string, string> = {}) =>
    app.fetch(new Request(`http://dashboard.test${STORE_BACKED_PATH}`, { headers }));
  return { get, advance: (ms: number) => (time += ms) };
}
