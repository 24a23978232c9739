import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../contract/records';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient();
});
afterAll(() => client.service.close());

describe('GET /scenarios', () => {
  it('returns every folder without options, IDs zero-padded', async () => {
    const folders = await client.data<Scenario>('/scenarios');
    expect(folders).toHaveLength(client.service.store.folders.size);
    expect(folders.every((folder) => /^\d{10}$/.test(folder.SCNRID) && /^\d{10}$/.test(folder.PARENTID))).toBe(true);
  });

  it('selects top-level folders with PARENTID=0 and children by unpadded parent ID', async () => {
    const top = await client.data<Scenario>('/scenarios?PARENTID=0');
    expect(top.length).toBeGreaterThan(1);
    expect(top.every((folder) => folder.PARENTID === '0000000000')).toBe(true);
    const children = await client.data<Scenario>(`/scenarios?parentid=${Number(top[0]!.SCNRID)}`);
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((folder) => folder.PARENTID === top[0]!.SCNRID)).toBe(true);
  });

  it('matches DESCR as a whole value with * wildcards, ignoring case, and q as a substring', async () => {
    const exact = await client.data<Scenario>('/scenarios?DESCR=order%20to%20cash');
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((folder) => folder.DESCR === 'Order to Cash')).toBe(true);
    expect(await client.data('/scenarios?DESCR=order')).toHaveLength(0);
    const wildcard = await client.data<Scenario>('/scenarios?DESCR=*INBOUND*');
    expect(wildcard.length).toBeGreaterThan(0);
    expect(wildcard.every((folder) => /inbound/i.test(folder.DESCR))).toBe(true);
    const search = await client.data<Scenario>('/scenarios?q=CASH');
    expect(search.map((folder) => folder.SCNRID)).toEqual(exact.map((folder) => folder.SCNRID));
  });

  it('filters by attribute', async () => {
    const critical = await client.data<Scenario>('/scenarios?ATTR2=critical');
    expect(critical.length).toBeGreaterThan(0);
    expect(critical.every((folder) => folder.ATTR2 === 'CRITICAL')).toBe(true);
  });

  it('expands children depth-first down to $expandLevels, parents first, no folder twice', async () => {
    const [root] = await client.data<Scenario>('/scenarios?PARENTID=0');
    const one = await client.data<Scenario>(`/scenarios/${root!.SCNRID}?$children=true`);
    const two = await client.data<Scenario>(`/scenarios/${root!.SCNRID}?$children=true&$expandLevels=2`);
    expect(one[0]!.SCNRID).toBe(root!.SCNRID);
    expect(one.slice(1).every((folder) => folder.PARENTID === root!.SCNRID)).toBe(true);
    expect(two.length).toBeGreaterThan(one.length);
    expect(new Set(two.map((folder) => folder.SCNRID)).size).toBe(two.length);
    const parentsFirst = two
      .slice(1)
      .every((folder) => two.findIndex((other) => other.SCNRID === folder.PARENTID) < two.indexOf(folder));
    expect(parentsFirst).toBe(true);
    const all = await client.data<Scenario>('/scenarios?PARENTID=0&$children=true&$expandLevels=9999');
    expect(all).toHaveLength(client.service.store.folders.size);
  });

  it('reads one folder by unpadded ID; without $children just that folder', async () => {
    const [root] = await client.data<Scenario>('/scenarios?PARENTID=0');
    expect(await client.data(`/scenarios/${Number(root!.SCNRID)}`)).toEqual([root]);
  });

  it.each([
    ['/scenarios/12345678901', 400, 'not a valid folder ID'],
    ['/scenarios/abc', 400, 'not a valid folder ID'],
    ['/scenarios/999999', 404, 'does not exist'],
    ['/scenarios?$children=yes', 400, "'yes' is not a boolean"],
    ['/scenarios?$expandLevels=0', 400, 'from 1 to 9999'],
    ['/scenarios?$expandLevels=10000', 400, 'from 1 to 9999'],
    ['/scenarios?$expandLevels=1.5', 400, 'from 1 to 9999'],
    ['/scenarios?SCNRID=12a', 400, 'not a valid ID'],
    ['/scenarios?SCNRID=1&scnrid=2', 400, 'more than once'],
  ])('GET %s answers %i', async (path, status, message) => {
    const response = await client.get(path);
    expect(response.status).toBe(status);
    expect(await errorMessage(response)).toContain(message);
  });

  it('ignores unknown options and sap-client', async () => {
    const all = await client.data('/scenarios?sap-client=100&$format=json&whatever=1');
    expect(all).toHaveLength(client.service.store.folders.size);
  });
});
