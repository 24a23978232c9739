import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { routeSchemas } from './route-schemas';
import { runListQuery } from './run-list-query';
import { MAX_OPTION_LENGTH } from '../contract/query-options';
import {
  readParams,
  readSearch,
  searchDefaults,
  tooLongInLink,
  writeSearch,
  type SearchOf,
  type SearchSchema,
} from './url-state';

const read = <S extends SearchSchema>(schema: S, query: string) => readSearch(schema, new URLSearchParams(query));

/** Written, read back and written again: the value read back, and whether the URL came out the same. */
function roundTrip<S extends SearchSchema>(schema: S, value: SearchOf<S>) {
  const written = writeSearch(schema, value);
  const back = readSearch(schema, written);
  return { value: back, sameUrl: writeSearch(schema, back).toString() === written.toString() };
}

describe('the folder route', () => {
  const { params, search } = routeSchemas.folder;

  it('round-trips the test case list view', () => {
    const view = {
      includeSubfolders: true,
      sorting: [{ id: 'ID', desc: true }],
      globalFilter: 'rush order',
      columnFilters: [{ id: 'DESCR', value: 'order' }],
    };
    expect(roundTrip(search, view)).toEqual({ value: view, sameUrl: true });
    expect(writeSearch(search, { includeSubfolders: true, sorting: [{ id: 'ID', desc: false }] }).toString()).toBe(
      'sub=1&sort=ID%3Aasc',
    );
  });

  it('reads what it does not understand as the default, and writes nothing for defaults', () => {
    expect(read(search, 'sub=yes&sort=&f.DESCR=&other=1')).toEqual(searchDefaults(search));
    expect(read(search, 'sort=ID:sideways').sorting).toEqual([{ id: 'ID', desc: false }]);
    expect(writeSearch(search, searchDefaults(search)).toString()).toBe('');
  });

  it('takes folder IDs of 1 to 10 digits and names what is wrong with any other', () => {
    expect(readParams(params, { folderId: '103' })).toEqual({ ok: true, params: { folderId: '103' } });
    for (const folderId of ['abc', '12345678901', '-1', ''])
      expect(readParams(params, { folderId })).toEqual({
        ok: false,
        problem: `"${folderId}" is not a folder ID: folder IDs have 1 to 10 digits.`,
        param: 'folderId',
      });
  });

  it('builds links through the same schema', () => {
    expect(paths.folder.href('103', { includeSubfolders: true })).toBe('/folders/103?sub=1');
    expect(paths.folder.href('103', {})).toBe('/folders/103');
  });
});

describe('the test case route', () => {
  const { params, search } = routeSchemas.testCase;

  it('opens the overview without a tab, and names the tabs for an unknown one', () => {
    expect(readParams(params, { caseId: '825', tab: 'results' })).toEqual({
      ok: true,
      params: { caseId: '825', tab: 'results' },
    });
    expect(readParams(params, { caseId: '825' })).toMatchObject({ params: { tab: 'overview' } });
    expect(readParams(params, { caseId: '825', tab: 'secrets' })).toEqual({
      ok: false,
      problem: 'A test case has no tab "secrets": its tabs are Overview, Results, Payloads, Fields and Variables.',
      param: 'tab',
    });
  });

  it('refuses an ID that is not one, whatever the tab', () => {
    expect(readParams(params, { caseId: 'x1', tab: 'results' })).toEqual({
      ok: false,
      problem: '"x1" is not a test case ID: test case IDs have 1 to 10 digits.',
      param: 'caseId',
    });
  });

  it('round-trips the payload on view, the compare and the run whose output it compares', () => {
    const runId = '38D2F7DF099E54A6E47A6D48C8DF394D';
    for (const view of [
      { content: 'ABC', compare: false, run: '' },
      { content: '', compare: true, run: runId },
    ])
      expect(roundTrip(search, view)).toEqual({ value: view, sameUrl: true });
    expect(read(search, `run=${runId.toLowerCase()}`).run).toBe(runId);
    expect(read(search, 'run=38D2F7DF').run).toBe('');
    expect(paths.testCase.href('825', 'payloads', { compare: true, run: runId })).toBe(
      `/testcases/825/payloads?compare=1&run=${runId}`,
    );
  });
});

describe('the run route', () => {
  it('takes 32 hexadecimal characters in either case', () => {
    const runId = '0123456789abcdefABCDEF0123456789';
    expect(readParams(routeSchemas.run.params, { runId })).toEqual({ ok: true, params: { runId } });
    expect(readParams(routeSchemas.run.params, { runId: runId.slice(1) })).toEqual({
      ok: false,
      problem: `"${runId.slice(1)}" is not a run ID: run IDs are 32 hexadecimal characters.`,
      param: 'runId',
    });
  });
});

describe('the runs list route', () => {
  it('leaves out a text longer than the service takes, so a hand-edited link never sends it', () => {
    const longest = 'x'.repeat(MAX_OPTION_LENGTH);
    expect(read(routeSchemas.runs.search, `q=${longest}&user=jsmith`)).toMatchObject({ q: longest, user: 'jsmith' });
    const edited = new URLSearchParams(`q=${longest}x&user=jsmith`);
    expect(runListQuery(readSearch(routeSchemas.runs.search, edited)).query).toEqual({ STARTED_BY: 'jsmith' });
    expect(tooLongInLink(edited, 'q', 'Search run names', MAX_OPTION_LENGTH)).toEqual([
      '"Search run names" is 1001 characters long in the link, and the service takes at most 1000: it is left out.',
    ]);
  });

  const { search } = routeSchemas.runs;

  it('round-trips every filter, in the order the list writes them', () => {
    const filters = {
      q: 'nightly',
      name: 'Nightly*',
      user: 'TESTER',
      from: '2026-11-10',
      to: '2026-11-12',
      type: 'RT',
    };
    expect(roundTrip(search, filters)).toEqual({ value: filters, sameUrl: true });
    expect(writeSearch(search, { from: '2026-11-10', to: '2026-11-12' }).toString()).toBe(
      'from=2026-11-10&to=2026-11-12',
    );
  });

  it('drops a run type the service does not have, but keeps a mistyped date for the person to fix', () => {
    const filters = read(search, 'type=XX&from=2026-13-01');
    expect(filters.type).toBe('');
    expect(filters.from).toBe('2026-13-01');
    expect(runListQuery(filters)).toEqual({
      query: {},
      problems: { from: 'The link\'s date "2026-13-01" does not exist: choose a date.' },
    });
  });

  it('asks for no date whose year is still being typed, which would read the whole history', () => {
    // What the browser's date input reports on the way to 2026-11-10.
    expect(runListQuery(read(search, 'from=0202-11-10&to=2026-11-12'))).toEqual({
      query: { STARTED_TO: '2026-11-12' },
      problems: { from: 'Enter the year in full, four digits.' },
    });
  });

  it('asks the service for what the filters say, trimmed', () => {
    expect(runListQuery(read(search, 'q=+rush+&type=RT&from=2026-11-10&to=2026-11-12&user=U1&name=N*'))).toEqual({
      query: {
        q: 'rush',
        TYPE: 'RT',
        STARTED_FROM: '2026-11-10',
        STARTED_TO: '2026-11-12',
        STARTED_BY: 'U1',
        NAME: 'N*',
      },
      problems: {},
    });
    expect(runListQuery(read(search, 'from=2026-11-12&to=2026-11-10')).problems).toEqual({
      to: '"Started to" is before "Started from".',
    });
  });
});

describe('the new run route', () => {
  const { search } = routeSchemas.newRun;

  it('round-trips cases, folders, name and variables, writing IDs short', () => {
    const prefill = {
      cases: ['825', '826'],
      folders: ['100'],
      name: 'Re-run',
      variables: [{ caseId: '825', name: 'PO', value: 'a=b' }],
    };
    expect(roundTrip(search, prefill)).toEqual({ value: prefill, sameUrl: true });
    expect(readSearch(search, writeSearch(search, { ...prefill, cases: ['0000000825', '826'] }))).toEqual(prefill);
    expect(paths.newRun.href({ cases: ['0000100001', '100002'] })).toBe('/runs/new?cases=100001%2C100002');
  });

  it('drops malformed IDs, repeated IDs and variables of no test case', () => {
    expect(read(search, 'cases=1,abc,,12345678901,1&var=x:PO=1&var=825:=1&var=825:PO=').cases).toEqual(['1']);
    expect(read(search, 'var=x:PO=1&var=825:=1&var=825:PO=').variables).toEqual([
      { caseId: '825', name: 'PO', value: '' },
    ]);
  });
});

describe('the reports route', () => {
  const { search } = routeSchemas.reports;

  it('round-trips the filters', () => {
    const filters = {
      ...searchDefaults(search),
      folders: ['100'],
      includeSubfolders: true,
      dateFrom: '2026-11-01',
      runTypes: ['RT', 'UT'],
      contentSearch: 'PO 4711',
      businessData: true,
    };
    expect(roundTrip(search, filters)).toEqual({ value: filters, sameUrl: true });
  });

  it('drops what is not a folder or test case ID and empty list items', () => {
    expect(read(search, 'folders=100,x,&cases=,7&runTypes=RT,,UT&sub=true')).toEqual({
      ...searchDefaults(search),
      folders: ['100'],
      cases: ['7'],
      runTypes: ['RT', 'UT'],
    });
  });
});

describe('the triage route', () => {
  const search = routeSchemas.triage.search;

  it('reads the queue’s window, any other value being the default left out of links', () => {
    expect(readSearch(search, new URLSearchParams('days=7&limit=500'))).toEqual({ days: 7, limit: 500 });
    for (const bad of ['days=0&limit=501', 'days=2.5&limit=-1', 'days=367&limit=x', 'days=&limit=1e3'])
      expect(readSearch(search, new URLSearchParams(bad))).toEqual({ days: 30, limit: 50 });
    expect(paths.triage.href({ days: 30, limit: 200 })).toBe('/triage?limit=200');
    expect(paths.quarantine.href({ withEnded: true })).toBe('/triage/quarantine?ended=1');
  });
});
