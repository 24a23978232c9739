import type { APIRequestContext } from '@playwright/test';

export const API = '/sap/bc/int4/iftt/v1';

/** Reads DATA from the service the app talks to (for finding test data, never for asserting UI). */
export async function readData<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`${API}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { DATA: T[] }).DATA;
}
