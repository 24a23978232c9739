import { describe, expect, it } from 'vitest';
import { emptyReportFilters, filtersFromSearch, filtersToSearch, quickRange, toReportMembers, validateReportFilters, type ReportFilters } from './report-form-model';
import { loadPresets, savePreset } from './report-presets';

const filters = (overrides: Partial<ReportFilters>): ReportFilters => ({ ...emptyReportFilters(), ...overrides });

describe('the report request the form builds', () => {
  it('sends nothing for no filters: the whole history', () => {
    expect(toReportMembers(emptyReportFilters())).toEqual({});
  });

  it('maps every filter: flags, arrays, dates and times', () => {
    expect(
      toReportMembers(filters({ folders: ['0000000100'], includeSubfolders: true, cases: ['825'], dateFrom: '2026-11-01', dateTo: '2026-11-30', timeFrom: '08:00:00', timeTo: '18:00:00', runTypes: ['RT'], testTypes: ['20'], objects: ['ORDERS05_IN'], users: ['JSMITH'], contentSearch: ' 4500012345 ', businessData: true })),
    ).toEqual({
      FOLDERS: ['100'],
      INCLUDE_SUBFOLDERS: 'X',
      TEST_CASES: ['825'],
      STARTED_DATE_FROM: '2026-11-01',
      STARTED_DATE_TO: '2026-11-30',
      STARTED_TIME_FROM: '08:00:00',
      STARTED_TIME_TO: '18:00:00',
      TEST_RUN_TYPES: ['RT'],
      TEST_TYPES: ['20'],
      AUTOMATION_OBJECTS: ['ORDERS05_IN'],
      STARTED_BY: ['JSMITH'],
      CONTENT_SEARCH_TEXT: '4500012345',
      INCLUDE_BUSINESS_DATA: 'X',
    });
  });

  it('sends INCLUDE_SUBFOLDERS as empty when folders are chosen without sub-folders', () => {
    expect(toReportMembers(filters({ folders: ['1'] }))).toEqual({ FOLDERS: ['1'], INCLUDE_SUBFOLDERS: '' });
  });
});

describe('validation', () => {
  it('rejects impossible dates and times and a reversed range', () => {
    expect(validateReportFilters(filters({ dateFrom: '2026-02-30', timeTo: '7:00' }))).toEqual({ dateFrom: 'Enter a real date as YYYY-MM-DD.', timeTo: 'Enter a time as HH:MM:SS.' });
    expect(validateReportFilters(filters({ dateFrom: '2026-11-30', dateTo: '2026-11-01' })).dateTo).toContain('before');
  });
});

describe('quick ranges', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('computes today, the last 7 days and this month', () => {
    expect(quickRange('today', now)).toEqual({ dateFrom: '2026-11-22', dateTo: '2026-11-22' });
    expect(quickRange('last7', now)).toEqual({ dateFrom: '2026-11-16', dateTo: '2026-11-22' });
    expect(quickRange('thisMonth', now)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-22' });
  });
});

describe('sharing and presets', () => {
  it('round-trips filters through the URL', () => {
    const original = filters({ folders: ['100'], includeSubfolders: true, dateFrom: '2026-11-01', runTypes: ['RT', 'UT'], businessData: true });
    expect(filtersFromSearch(filtersToSearch(original))).toEqual(original);
  });

  it('saves, loads and deletes presets, and survives corrupt storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    savePreset('November', filters({ dateFrom: '2026-11-01' }), storage);
    expect(loadPresets(storage).November!.dateFrom).toBe('2026-11-01');
    savePreset('November', undefined, storage);
    expect(loadPresets(storage)).toEqual({});
    store.set('tad.report-presets', '{not json');
    expect(loadPresets(storage)).toEqual({});
    store.set('tad.report-presets', JSON.stringify({ Bad: { folders: 'not a list' } }));
    expect(loadPresets(storage)).toEqual({});
  });
});
