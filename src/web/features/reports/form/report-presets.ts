// Named filter sets saved in this browser. Whatever is in storage is checked before use: a corrupt or
// foreign entry is ignored, never a crash.
import { z } from 'zod/mini';
import { keep, readKept, type KeptStore } from '../../../components/kept-in-browser';
import { emptyReportFilters, type ReportFilters } from './report-form-model';

const STORAGE_KEY = 'tad.report-presets';
const strings = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(10_000));
const filtersSchema = z.object({
  folders: strings,
  includeSubfolders: z.boolean(),
  cases: strings,
  dateFrom: z.string().check(z.maxLength(10)),
  dateTo: z.string().check(z.maxLength(10)),
  timeFrom: z.string().check(z.maxLength(8)),
  timeTo: z.string().check(z.maxLength(8)),
  runTypes: strings,
  testTypes: strings,
  objects: strings,
  users: strings,
  contentSearch: z.string().check(z.maxLength(255)),
  businessData: z.boolean(),
});
const presetsSchema = z.record(z.string().check(z.minLength(1), z.maxLength(80)), z.partial(filtersSchema));

export type Presets = Record<string, ReportFilters>;

function parsePresets(text: string): Presets | undefined {
  const parsed = presetsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) return undefined;
  return Object.fromEntries(
    Object.entries(parsed.data).map(([name, filters]) => [name, { ...emptyReportFilters(), ...filters }]),
  );
}

export function loadPresets(store?: Pick<KeptStore, 'getItem'>): Presets {
  return readKept(STORAGE_KEY, parsePresets, {}, store);
}

/**
 * Saves (or, with undefined, deletes) a preset; answers the presets now stored, or undefined when the browser
 * refused to keep them (storage off or full).
 */
export function savePreset(name: string, filters: ReportFilters | undefined, store?: KeptStore): Presets | undefined {
  const presets = loadPresets(store);
  if (filters) presets[name] = filters;
  else delete presets[name];
  return keep(STORAGE_KEY, JSON.stringify(presets), store) ? presets : undefined;
}
