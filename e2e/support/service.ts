import type { APIRequestContext, Page } from '@playwright/test';

export const API = '/sap/bc/int4/iftt/v1';

/** Reads DATA from the service the app talks to (for finding test data, never for asserting UI). */
export async function readData<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`${API}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { DATA: T[] }).DATA;
}

/** Counts the POSTs to an endpoint the page makes from now on. */
export function countPosts(page: Page, path: string) {
  const counter = { posts: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `${API}${path}`) counter.posts++;
  });
  return counter;
}
