import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWireDateTime } from '../../../../contract/date-time';
import { RUN_TYPES } from '../../../../contract/codes';
import { reportRequestSchema } from '../../../../contract/requests';
import {
  emptyReportFilters,
  fromTimeInput,
  leftOutOfReportLink,
  narrowingFilters,
  quickRange,
  toReportMembers,
  validateReportFilters,
  type ReportFilters,
} from './report-form-model';
import { loadPresets, savePreset } from './report-presets';
import { memoryStorage, refusingStorage } from '../../../testing/memory-storage';

const filters = (overrides: Partial<ReportFilters>): ReportFilters => ({ ...emptyReportFilters(), ...overrides });

describe('the report request the form builds', () => {
  it('sends nothing for no filters: the whole history', () => {
    expect(toReportMembers(emptyReportFilters())).toEqual({});
  });

  it('maps every filter: flags, arrays, dates and times', () => {
    expect(
      toReportMembers(
        filters({
          folders: ['0000000100'],
          includeSubfolders: true,
          cases: ['825'],
          dateFrom: '2026-11-01',
          dateTo: '2026-11-30',
          timeFrom: '08:00:00',
          timeTo: '18:00:00',
          runTypes: ['RT'],
          testTypes: ['20'],
          objects: ['ORDERS05_IN'],
          users: ['JSMITH'],
          contentSearch: ' 4500012345 ',
          businessData: true,
        }),
      ),
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

const accepted = (chosen: ReportFilters) => reportRequestSchema.safeParse({ DATA: toReportMembers(chosen) }).success;
const clean = (chosen: ReportFilters) => Object.keys(validateReportFilters(chosen)).length === 0;

describe('every body the form sends is one the contract accepts', () => {
  const wireDate = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => toWireDateTime(date).date);
  const wireTime = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2000-01-01T23:59:59Z'), noInvalidDate: true })
    .map((date) => toWireDateTime(date).time);
  const ids = fc.array(fc.integer({ min: 1, max: 9_999_999_999 }).map(String), { maxLength: 4 });
  const text = fc.array(fc.string({ minLength: 1, maxLength: 60 }), { maxLength: 4 });
  const anyFilters = (codes: fc.Arbitrary<string[]>, testTypes: fc.Arbitrary<string[]>) =>
    fc.record({
      folders: ids,
      includeSubfolders: fc.boolean(),
      cases: ids,
      dateFrom: fc.oneof(fc.constant(''), wireDate),
      dateTo: fc.oneof(fc.constant(''), wireDate),
      timeFrom: fc.oneof(fc.constant(''), wireTime),
      timeTo: fc.oneof(fc.constant(''), wireTime),
      runTypes: codes,
      testTypes,
      objects: text,
      users: text,
      contentSearch: fc.string({ maxLength: 255 }),
      businessData: fc.boolean(),
    });

  it('accepts what the pickers offer, refusing only reversed ranges', () => {
    const runTypes = fc.subarray(Object.keys(RUN_TYPES));
    const testTypes = fc.array(fc.integer({ min: 0, max: 9999 }).map(String), { maxLength: 4 });
    fc.assert(
      fc.property(anyFilters(runTypes, testTypes), (chosen) => {
        const reversed =
          (chosen.dateFrom && chosen.dateTo && chosen.dateFrom > chosen.dateTo) ||
          (chosen.timeFrom && chosen.timeTo && chosen.timeFrom > chosen.timeTo);
        expect(clean(chosen)).toBe(!reversed);
        expect(accepted(chosen)).toBe(!(chosen.dateFrom && chosen.dateTo && chosen.dateFrom > chosen.dateTo));
      }),
    );
  });

  it('never lets through a value from a link or a preset that the service would refuse', () => {
    const junk = fc.array(fc.string({ maxLength: 70 }), { maxLength: 3 });
    fc.assert(fc.property(anyFilters(junk, junk), (chosen) => !clean(chosen) || accepted(chosen)));
    expect(validateReportFilters(filters({ runTypes: ['Regression'], testTypes: ['x'] })).request).toBe(
      'The service would refuse these filters. Run types: run types are two-letter codes; Test types: test types are numeric codes.',
    );
  });
});

describe('validation', () => {
  it('rejects impossible dates and times and a reversed range', () => {
    expect(validateReportFilters(filters({ dateFrom: '2026-02-30', timeTo: '7:00' }))).toEqual({
      dateFrom: 'Enter a real date as YYYY-MM-DD.',
      timeTo: 'Enter a time as HH:MM:SS.',
    });
    expect(validateReportFilters(filters({ dateFrom: '2026-11-30', dateTo: '2026-11-01' })).dateTo).toContain('before');
    // A year the date field reports while it is still being typed.
    expect(validateReportFilters(filters({ dateFrom: '0202-10-15' }))).toEqual({
      dateFrom: 'Enter the year in full, four digits.',
    });
    expect(validateReportFilters(filters({ timeFrom: '18:00:00', timeTo: '08:00:00' }))).toEqual({
      timeTo: '"Start time to" is before "Start time from".',
    });
    expect(
      validateReportFilters(
        filters({ dateFrom: '2026-11-01', dateTo: '2026-11-01', timeFrom: '08:00:00', timeTo: '08:00:00' }),
      ),
    ).toEqual({});
  });
});

describe('the date and time inputs', () => {
  it('gives the service HH:MM:SS when a time input leaves zero seconds out, and passes anything else on', () => {
    expect(fromTimeInput('08:30')).toBe('08:30:00');
    expect(fromTimeInput('08:30:15')).toBe('08:30:15');
    expect(fromTimeInput('')).toBe('');
  });
});

describe('what to change when nothing matches', () => {
  it('names the filters that are set, dates and times as ranges, in the order of the form', () => {
    expect(narrowingFilters(emptyReportFilters())).toEqual([]);
    expect(
      narrowingFilters(
        filters({ dateTo: '2026-11-01', timeFrom: '08:00:00', users: ['JSMITH'], contentSearch: ' x ' }),
      ),
    ).toEqual(['the date range', 'the start times', 'Started by', 'Content search text']);
    expect(narrowingFilters(filters({ contentSearch: '  ', folders: ['1'], runTypes: ['RT'] }))).toEqual([
      'Folders',
      'Run types',
    ]);
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

describe('presets', () => {
  it('saves, loads and deletes presets, and survives corrupt storage', () => {
    const storage = memoryStorage();
    const store = storage.items;
    savePreset('November', filters({ dateFrom: '2026-11-01' }), storage);
    expect(loadPresets(storage).November!.dateFrom).toBe('2026-11-01');
    savePreset('November', undefined, storage);
    expect(loadPresets(storage)).toEqual({});
    store.set('tad.report-presets', '{not json');
    expect(loadPresets(storage)).toEqual({});
    store.set('tad.report-presets', JSON.stringify({ Bad: { folders: 'not a list' } }));
    expect(loadPresets(storage)).toEqual({});
  });

  it('answers no presets when the browser refuses to keep them, so the form can say so', () => {
    expect(savePreset('November', filters({ dateFrom: '2026-11-01' }), refusingStorage)).toBeUndefined();
  });
});

describe('a link whose folders or test cases are not IDs', () => {
  it('says which it left out, and why, one sentence each', () => {
    expect(leftOutOfReportLink(new URLSearchParams('folders=103, abc,&cases=100003,x1&runTypes=RT'))).toEqual([
      '"abc" is not a folder ID: folder IDs have 1 to 10 digits.',
      '"x1" is not a test case ID: test case IDs have 1 to 10 digits.',
    ]);
    expect(leftOutOfReportLink(new URLSearchParams('folders=103,0000000104&cases='))).toEqual([]);
  });
});
