import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseResult, CaseVariable, Content, Scenario, TestCase } from '../../contract/records';
import { MAX_OPTION_LENGTH } from '../../contract/query-options';
import { createTestClient, errorMessage, type TestClient } from '../testing/service-client';

let client: TestClient;
beforeAll(async () => {
  client = await createTestClient();
});
afterAll(() => client.service.close());

const someCase = () =>
  [...client.service.store.testCases.values()].find(
    (testCase) => testCase.LAST_RUN_ID && client.service.store.variablesByCase.get(testCase.CASEID)?.length,
  )!;

describe('GET /testcases', () => {
  it('lists every test case without options', async () => {
    expect(await client.data('/testcases')).toHaveLength(client.service.store.testCases.size);
  });

  it('filters by folder, and with $includeSubfolders by the folder and everything below it', async () => {
    const [root] = await client.data<Scenario>('/scenarios?PARENTID=0');
    const direct = await client.data<TestCase>(`/testcases?SCNRID=${Number(root!.SCNRID)}`);
    expect(direct.every((testCase) => testCase.SCNRID === root!.SCNRID)).toBe(true);
    const below = await client.data<TestCase>(`/testcases?scnrid=${root!.SCNRID}&$includesubfolders=TRUE`);
    const subtree = new Set(
      (await client.data<Scenario>(`/scenarios/${root!.SCNRID}?$children=true&$expandLevels=9999`)).map(
        (folder) => folder.SCNRID,
      ),
    );
    expect(below.length).toBeGreaterThan(direct.length);
    expect(below.every((testCase) => subtree.has(testCase.SCNRID))).toBe(true);
    const expected = [...client.service.store.testCases.values()].filter((testCase) => subtree.has(testCase.SCNRID));
    expect(below).toHaveLength(expected.length);
  });

  it('filters exactly by CASEID, DOCNUM, OBJDEFID, IFTYPE and PARENT_CASEID, in upper or lower case', async () => {
    const sample = someCase();
    expect(await client.data(`/testcases?caseid=${Number(sample.CASEID)}`)).toEqual([sample]);
    expect((await client.data<TestCase>(`/testcases?DOCNUM=${sample.DOCNUM}`)).map((c) => c.CASEID)).toContain(
      sample.CASEID,
    );
    const byObject = await client.data<TestCase>(`/testcases?objdefid=${sample.OBJDEFID}&IFTYPE=${sample.IFTYPE}`);
    expect(byObject.length).toBeGreaterThan(0);
    expect(byObject.every((c) => c.OBJDEFID === sample.OBJDEFID && c.IFTYPE === sample.IFTYPE)).toBe(true);
    const child = [...client.service.store.testCases.values()].find((c) => c.PARENT_CASEID)!;
    expect(
      (await client.data<TestCase>(`/testcases?PARENT_CASEID=${child.PARENT_CASEID}`)).map((c) => c.CASEID),
    ).toContain(child.CASEID);
  });

  it('searches descriptions with q and matches DESCR patterns', async () => {
    const found = await client.data<TestCase>('/testcases?q=RUSH%20ORDER');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.DESCR.toLowerCase().includes('rush order'))).toBe(true);
    expect(await client.data<TestCase>('/testcases?DESCR=rush*')).toHaveLength(found.length);
  });

  it('takes a search of the longest length the contract allows and refuses one character more', async () => {
    expect((await client.get(`/testcases?q=${'x'.repeat(MAX_OPTION_LENGTH)}`)).status).toBe(200);
    const response = await client.get(`/testcases?q=${'x'.repeat(MAX_OPTION_LENGTH + 1)}`);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(
      `Option q is ${MAX_OPTION_LENGTH + 1} characters long; at most ${MAX_OPTION_LENGTH} are taken`,
    );
  });

  it.each([
    ['/testcases?IFTYPE=abc', 400, 'not an integer'],
    ['/testcases?$includeSubfolders=1', 400, 'not a boolean'],
    ['/testcases/0', 404, 'does not exist'],
    ['/testcases/1%27%20OR%201=1', 400, 'not a valid test case ID'],
  ])('GET %s answers %i', async (path, status, message) => {
    const response = await client.get(path);
    expect(response.status).toBe(status);
    expect(await errorMessage(response)).toContain(message);
  });
});

describe('a test case and its results, payloads and variables', () => {
  it('reads one test case by padded or unpadded ID', async () => {
    const sample = someCase();
    expect(await client.data(`/testcases/${Number(sample.CASEID)}`)).toEqual([sample]);
    expect(await client.data(`/testcases/${sample.CASEID}`)).toEqual([sample]);
  });

  it('lists results newest first, the newest being the LAST_* run', async () => {
    const sample = someCase();
    const results = await client.data<CaseResult>(`/testcases/${sample.CASEID}/results`);
    expect(results[0]!.RUN_ID).toBe(sample.LAST_RUN_ID);
    expect(results[0]!.STATUS).toBe(sample.LAST_STATUS);
    const stamps = results.map((result) => `${result.STARTED_DATE}T${result.STARTED_TIME}`);
    expect(stamps).toEqual(stamps.toSorted().toReversed());
  });

  it('lists reference and current payloads and downloads each raw, as an attachment', async () => {
    const sample = someCase();
    const contents = await client.data<Content>(`/testcases/${sample.CASEID}/contenttypes`);
    expect(contents.map((content) => content.CONTENT_TYPE)).toEqual(['REF_INPUT', 'REF_OUTPUT', 'CUR_OUTPUT']);
    const current = contents[2]!;
    expect(current.RUN_ID).toBe(sample.LAST_RUN_ID);
    const response = await client.get(`/testcases/${sample.CASEID}/contenttypes/${current.CONTENT_ID.toLowerCase()}`, {
      accept: 'application/xml',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(current.MIME_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+"$/);
    expect(new TextEncoder().encode(await response.text()).length).toBe(current.SIZE);
  });

  it('makes the current output really differ from the reference where the last run failed', async () => {
    const failed = [...client.service.store.testCases.values()].find((c) => c.LAST_STATUS === 'E')!;
    const contents = await client.data<Content>(`/testcases/${failed.CASEID}/contenttypes`);
    const body = async (content: Content) =>
      (await client.get(`/testcases/${failed.CASEID}/contenttypes/${content.CONTENT_ID}`)).text();
    const reference = contents.find((c) => c.CONTENT_TYPE === 'REF_OUTPUT')!;
    const current = contents.find((c) => c.CONTENT_TYPE === 'CUR_OUTPUT')!;
    expect(await body(current)).not.toBe(await body(reference));
  });

  it('answers 404 for a content ID of another test case and 400 for a malformed one', async () => {
    const [first, second] = [...client.service.store.testCases.values()];
    const [content] = await client.data<Content>(`/testcases/${first!.CASEID}/contenttypes`);
    expect((await client.get(`/testcases/${second!.CASEID}/contenttypes/${content!.CONTENT_ID}`)).status).toBe(404);
    expect((await client.get(`/testcases/${first!.CASEID}/contenttypes/xyz`)).status).toBe(400);
  });

  it('lists the variables with action and reference value', async () => {
    const sample = someCase();
    const variables = await client.data<CaseVariable>(`/testcases/${sample.CASEID}/variables`);
    expect(variables.length).toBeGreaterThan(0);
    for (const variable of variables) {
      expect(variable.CASEID).toBe(sample.CASEID);
      expect(['BEFORE', 'GENERATE', 'AFTER', 'LOCATE']).toContain(variable.VAR_ACTION);
    }
  });
});
