import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { buildJunitXml } from './junit-xml';
import { detail, run } from './testing/run-fixtures';
import { canValidateXml, validateJunitFile } from './testing/xmllint';

const hostile =
  'Mapping <E1EDK01> & "quotes" \'apos\' ]]> \u0001\u0008\u000B\uFFFE\uD800 ctrl – 😀 tab\there\r\nnext line';

const sample = run(
  [
    detail('825', 'S', { DESCR: 'Order to cash' }),
    detail('826', 'W', { MESSAGE: 'Passed with accepted differences' }),
    detail('827', 'E', { MESSAGE: hostile, DOCNUM: 'ABC123', END_TIME: '10:00:04' }),
    detail('828', 'A', { MESSAGE: 'Aborted: timeout', SCNRID: '0000000103' }),
    detail('829', 'Q', { SCNRID: '0000000103' }),
    detail('830', '', { SCNRID: '0000000103', DESCR: '' }),
  ],
  { NAME: 'Nightly <main>', REPORT_URL: 'https://sap:44300/report?run=1&sap-client=100' },
);

const xml = buildJunitXml(sample, {
  folderNames: new Map([['0000000102', 'Orders & invoices']]),
  runUrl: 'https://dashboard.example.com/runs/AAAA',
  testCaseUrl: (caseId) => `https://dashboard.example.com/testcases/${caseId}/results`,
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  htmlEntities: true,
  isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name),
});
interface Parsed {
  testsuites: {
    name: string;
    tests: string;
    failures: string;
    testsuite: {
      name: string;
      tests: string;
      failures: string;
      skipped: string;
      time: string;
      properties: { property: { name: string; value: string }[] };
      testcase: {
        name: string;
        classname: string;
        time: string;
        failure?: { message: string; '#text': string };
        skipped?: { message: string; '#text': string };
        'system-out'?: string;
      }[];
    }[];
  };
}
const parsed = parser.parse(xml) as Parsed;

describe('the JUnit XML of a run', () => {
  it('has one testsuite per folder, named by its description where known, with its counts', () => {
    const suites = parsed.testsuites.testsuite;
    expect(parsed.testsuites).toMatchObject({ name: 'Nightly <main>', tests: '6', failures: '1' });
    expect(suites.map((suite) => [suite.name, suite.tests, suite.failures, suite.skipped])).toEqual([
      ['Orders & invoices (folder 102)', '3', '1', '0'],
      ['Folder 103', '3', '0', '3'],
    ]);
  });

  it('has one testcase per test case with its time; a failure for failed, skipped for aborted and not run', () => {
    const [first, second] = parsed.testsuites.testsuite;
    expect(first!.testcase.map((testCase) => [testCase.name, testCase.time])).toEqual([
      ['825: Order to cash', '2.000'],
      ['826: Case 826', '2.000'],
      ['827: Case 827', '4.000'],
    ]);
    expect(first!.testcase[0]).not.toHaveProperty('failure');
    expect(first!.testcase[1]!['system-out']).toContain('Passed with accepted differences');
    expect(first!.testcase[2]!.failure!['#text']).toContain('Document number: ABC123');
    expect(first!.testcase[2]!.failure!['#text']).toContain(
      'Results: https://dashboard.example.com/testcases/0000000827/results',
    );
    expect(second!.testcase.map((testCase) => [testCase.name, testCase.skipped])).toEqual([
      ['828: Case 828', { message: 'Aborted: timeout', '#text': expect.stringContaining('Status: Aborted') }],
      ['829: Case 829', { message: 'Queued', '#text': expect.stringContaining('Status: Queued') }],
      ['Test case 830', { message: 'Not run', '#text': expect.stringContaining('Status: Not run') }],
    ]);
  });

  // Allure 3 (and fast-xml-parser readers like it) take a <skipped> that is only text for a passed case.
  it('gives every failure and skip a message, the status where the service sent none', () => {
    const bare = parser.parse(
      buildJunitXml(run([detail('1', 'E'), detail('2', 'A'), detail('3', 'Q'), detail('4', '')])),
    ) as Parsed;
    const outcomes = bare.testsuites.testsuite[0]!.testcase.map((testCase) => ({
      failure: testCase.failure?.message,
      skipped: testCase.skipped?.message,
    }));
    expect(outcomes).toEqual([
      { failure: 'Failed', skipped: undefined },
      { failure: undefined, skipped: 'Aborted' },
      { failure: undefined, skipped: 'Queued' },
      { failure: undefined, skipped: 'Not run' },
    ]);
  });

  it('tells a failure the triage knows as skipped with what it is, keeping the failure’s message', () => {
    const known = new Map([
      ['0000000001', 'Known issue INT-4711'],
      ['0000000002', 'Environment: outage'],
    ]);
    const failures = [
      detail('1', 'E', { MESSAGE: 'Mapping failed: UOM 4 unknown' }),
      detail('2', 'A', { MESSAGE: 'RFC destination S4Q not reachable' }),
      detail('3', 'E', { MESSAGE: 'Field BELNR differs' }),
    ];
    const triaged = parser.parse(buildJunitXml(run(failures), { knownFailures: known })) as Parsed;
    expect(triaged.testsuites.failures).toBe('1');
    const [suite] = triaged.testsuites.testsuite;
    expect([suite!.failures, suite!.skipped]).toEqual(['1', '2']);
    expect(suite!.testcase.map(({ failure, skipped }) => [failure?.message, skipped?.message])).toEqual([
      [undefined, 'Known issue INT-4711: Mapping failed: UOM 4 unknown'],
      [undefined, 'Environment: outage: RFC destination S4Q not reachable'],
      ['Field BELNR differs', undefined],
    ]);
    expect(suite!.testcase[0]!.skipped!['#text']).toMatch(
      /^Known issue INT-4711 \(the team's triage: not counted by the pipeline's gates\)\nStatus: Failed \(E\)\nMessage: Mapping failed/,
    );
  });

  it('keeps every character XML 1.0 allows, escaped, and drops those it forbids', () => {
    const message = parsed.testsuites.testsuite[0]!.testcase[2]!.failure!.message;
    expect(message).toBe('Mapping <E1EDK01> & "quotes" \'apos\' ]]>  ctrl – 😀 tab\there\r\nnext line');
    for (const forbidden of ['\u0001', '\u0008', '\u000B', '\uFFFE']) expect(xml).not.toContain(forbidden);
  });

  it('names the run and its links in each suite’s properties', () => {
    const properties = Object.fromEntries(
      parsed.testsuites.testsuite[0]!.properties.property.map((property) => [property.name, property.value]),
    );
    expect(properties).toEqual({
      RUN_ID: 'A'.repeat(32),
      RUN_NAME: 'Nightly <main>',
      STARTED_BY: 'CI_USER',
      FOLDER_ID: '0000000102',
      DASHBOARD_URL: 'https://dashboard.example.com/runs/AAAA',
      REPORT_URL: 'https://sap:44300/report?run=1&sap-client=100',
    });
  });
});

describe.runIf(canValidateXml())('the JUnit XML against the Jenkins JUnit schema (xmllint)', () => {
  const folder = mkdtemp(join(tmpdir(), 'junit-'));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));

  it('is valid, hostile text, known failures and empty runs included', async () => {
    const knownFailures = new Map([['0000000827', 'Known issue INT-4711']]);
    for (const [index, text] of [xml, buildJunitXml(sample, { knownFailures }), buildJunitXml(run([]))].entries()) {
      const file = join(await folder, `junit-${index}.xml`);
      await writeFile(file, text);
      expect(await validateJunitFile(file)).toMatchObject({ ok: true });
    }
  });

  it('would catch an invalid file', async () => {
    const file = join(await folder, 'invalid.xml');
    await writeFile(file, xml.replace('<testcase name="825: Order to cash"', '<testcase'));
    expect(await validateJunitFile(file)).toMatchObject({
      ok: false,
      output: expect.stringContaining("attribute 'name' is required"),
    });
    await writeFile(file, xml.replace('<skipped message=', '<skipped reason='));
    expect(await validateJunitFile(file)).toMatchObject({
      ok: false,
      output: expect.stringContaining("attribute 'reason' is not allowed"),
    });
  });
});
