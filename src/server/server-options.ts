// Options of the Node server, from command-line flags first, then environment variables.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { HISTORY_END_FORMAT, parseHistoryEnd } from '../mock/data/history-end';
import { chooseStore, StoreChoiceError } from './history/store/store-target';
import { DEFAULT_COMPARISON } from './history/sync/comparison-plan';
import { isTimeZone } from './history/sync/service-clock';

const PORT_RANGE = 'must be a port number from 0 to 65535';
const PACE_RANGE = 'must be a whole number of milliseconds from 0 to 600000';
const SYNC_RANGE = 'must be a whole number of seconds from 1 to 3600';
const HEAP_RANGE = 'must be a whole number of MB from 8 to 65536';
const DAYS_RANGE = 'must be a whole number of days from 0 to 3650';

const days = (fallback: number) =>
  z.coerce.number({ error: DAYS_RANGE }).int(DAYS_RANGE).min(0, DAYS_RANGE).max(3650, DAYS_RANGE).default(fallback);

const timeZone = z
  .string()
  .refine(isTimeZone, 'must be a time zone such as UTC or Europe/Berlin (an IANA name this Node knows)');

const optionsSchema = z.object({
  port: z.coerce.number({ error: PORT_RANGE }).int(PORT_RANGE).min(0, PORT_RANGE).max(65_535, PORT_RANGE).default(5173),
  host: z.string().min(1).default('localhost'),
  dataset: z.enum(['default', 'large']).default('default'),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
  historyEnds: z
    .string()
    .default('now')
    .transform((text, context) => {
      const end = parseHistoryEnd(text);
      if (end === undefined) context.addIssue({ code: 'custom', message: `must be ${HISTORY_END_FORMAT}` });
      return end ?? 'now';
    }),
  runPaceMs: z.coerce
    .number({ error: PACE_RANGE })
    .int(PACE_RANGE)
    .min(0, PACE_RANGE)
    .max(600_000, PACE_RANGE)
    .optional(),
  dataDir: z.string().min(1, 'must name a directory').optional(),
  fresh: z.boolean().default(false),
  user: z
    .string()
    .regex(/^\S{1,12}$/, 'must be a user ID of 1 to 12 characters without blanks, e.g. TESTER')
    .optional(),
  readOnlyUsers: z
    .string()
    .regex(
      /^[^\s,]{1,12}(,[^\s,]{1,12})*$/,
      'must be user IDs of 1 to 12 characters without blanks, separated by commas',
    )
    .transform((list) => list.split(','))
    .optional(),
  backend: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://host:44300' }).optional(),
  sapClient: z
    .string()
    .regex(/^\d{3}$/, 'must be three digits, e.g. 100')
    .optional(),
  insecureTls: z.boolean().default(false),
  distDir: z.string().default('dist'),
  store: z.string().min(1, 'must be none, a directory or a postgres:// URL').optional(),
  syncInterval: z.coerce
    .number({ error: SYNC_RANGE })
    .int(SYNC_RANGE)
    .min(1, SYNC_RANGE)
    .max(3600, SYNC_RANGE)
    .default(1),
  sapTimeZone: timeZone.default('UTC'),
  reconcileAt: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day HH:MM, e.g. 02:30')
    .default('02:30'),
  reconcileTimeZone: timeZone.optional(),
  storeHeapMb: z.coerce
    .number({ error: HEAP_RANGE })
    .int(HEAP_RANGE)
    .min(8, HEAP_RANGE)
    .max(65_536, HEAP_RANGE)
    .optional(),
  comparisonDays: days(DEFAULT_COMPARISON.windowDays),
  comparisonRetentionDays: days(DEFAULT_COMPARISON.retentionDays),
  maskComparisonValues: z.boolean().default(DEFAULT_COMPARISON.maskValues),
  ticketUrl: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL with {key} where the ticket key goes' })
    .refine(
      (url) => url.includes('{key}'),
      'must hold {key} where the ticket key goes, e.g. https://jira.example.com/browse/{key}',
    )
    .optional(),
});
export type ServerOptions = z.infer<typeof optionsSchema>;

export const USAGE = `Usage: npm start -- [options]   (or: npm run serve -- [options] without rebuilding)

  --port <n>            port to listen on (PORT, default 5173)
  --host <name>         host to bind (HOST, default localhost)
  --dataset <name>      bundled mock data set: default | large (DATASET)
  --seed <n>            seed of the mock data (SEED)
  --history-ends <when> when the mock's seeded run history ends (HISTORY_ENDS): now (default; shortly
                        before the start, or as --data recorded it), or a day such as 2026-11-20 for
                        the same dates on any day
  --run-pace <ms>       minimum time per test case of an async run on the mock (RUN_PACE_MS, default 300)
  --data <dir>          where the mock keeps the runs started on it and the history store across restarts
                        (DATA_DIR, default .data/<data set>, or .data/<data set>-seed-<n> with --seed); a
                        history that ended days ago gets the seeded runs of the days in between on start
  --fresh               serve the mock's seeded data alone and keep nothing (MOCK_FRESH=true); what .data
                        holds stays for the next start (delete the folder to forget it)
  --user <name>         user the mock records as STARTED_BY without Basic auth (MOCK_USER, default DEVELOPER)
  --read-only-users <name,…>  users the mock lets read but not start runs (MOCK_READ_ONLY_USERS)
  --backend <url>       forward the API to a real system instead of the mock (BACKEND_URL)
  --sap-client <nnn>    SAP client appended to forwarded requests (SAP_CLIENT)
  --insecure-tls        accept self-signed certificates from the backend (INSECURE_TLS=true)
  --store <where>       where the history store is kept (DATABASE_URL): a directory (embedded PGlite), a
                        postgres:// URL shared by several servers, or none. Default: ./history-store with
                        --backend, <data dir>/history-store for the mock, a store for this start only with --fresh
  --sync-interval <s>   seconds between the history sync's ticks (HISTORY_SYNC_INTERVAL, default 1); each
                        tick reads only what is due (docs/deployment.md#what-the-sync-reads)
  --sap-time-zone <tz>  the SAP system's time zone, whose days the sync lists (SAP_TIME_ZONE, default UTC)
  --reconcile-at <hh:mm>  when the sync's daily reconcile starts (HISTORY_RECONCILE_AT, default 02:30)
  --reconcile-time-zone <tz>  the zone of --reconcile-at (HISTORY_RECONCILE_TIME_ZONE, default --sap-time-zone)
  --store-heap <MB>     most JavaScript heap the history store's thread may use (STORE_HEAP_MB, default
                        Node's); past it the store stops alone, and the app and the service go on
  HISTORY_SYNC_USER, HISTORY_SYNC_PASSWORD  the read-only user the history sync signs in as with --backend
                        (environment only; or HISTORY_SYNC_CREDENTIALS_FILE, a file holding user:password)
  --comparison-days <n> runs of the last n days are read with their field comparison, and every new run
                        (HISTORY_COMPARISON_DAYS, default 30; 0: none); the store keeps the fields that differ
  --comparison-retention <days>  how long the store keeps a run's field differences, from its start
                        (HISTORY_COMPARISON_RETENTION_DAYS, default 90, at least --comparison-days)
  --mask-comparison-values  keep field values masked: their shape and a keyed digest, not the values
                        (HISTORY_MASK_COMPARISON_VALUES=true)
  --ticket-url <url>    link for triage ticket keys, {key} standing for the key (TICKET_URL), e.g.
                        https://jira.example.com/browse/{key}
  --help                show this help`;

export class OptionsError extends Error {}

const invalid = (problem: string) => new OptionsError(`Invalid options:\n  ${problem}\n\n${USAGE}`);

/** Each option's flag and environment variable: read from both, and named by both when it is wrong. */
const SOURCES = {
  port: { flag: 'port', env: 'PORT' },
  host: { flag: 'host', env: 'HOST' },
  dataset: { flag: 'dataset', env: 'DATASET' },
  seed: { flag: 'seed', env: 'SEED' },
  historyEnds: { flag: 'history-ends', env: 'HISTORY_ENDS' },
  runPaceMs: { flag: 'run-pace', env: 'RUN_PACE_MS' },
  dataDir: { flag: 'data', env: 'DATA_DIR' },
  fresh: { flag: 'fresh', env: 'MOCK_FRESH' },
  user: { flag: 'user', env: 'MOCK_USER' },
  readOnlyUsers: { flag: 'read-only-users', env: 'MOCK_READ_ONLY_USERS' },
  backend: { flag: 'backend', env: 'BACKEND_URL' },
  sapClient: { flag: 'sap-client', env: 'SAP_CLIENT' },
  insecureTls: { flag: 'insecure-tls', env: 'INSECURE_TLS' },
  distDir: { flag: 'dist-dir', env: 'DIST_DIR' },
  store: { flag: 'store', env: 'DATABASE_URL' },
  syncInterval: { flag: 'sync-interval', env: 'HISTORY_SYNC_INTERVAL' },
  sapTimeZone: { flag: 'sap-time-zone', env: 'SAP_TIME_ZONE' },
  reconcileAt: { flag: 'reconcile-at', env: 'HISTORY_RECONCILE_AT' },
  reconcileTimeZone: { flag: 'reconcile-time-zone', env: 'HISTORY_RECONCILE_TIME_ZONE' },
  storeHeapMb: { flag: 'store-heap', env: 'STORE_HEAP_MB' },
  comparisonDays: { flag: 'comparison-days', env: 'HISTORY_COMPARISON_DAYS' },
  comparisonRetentionDays: { flag: 'comparison-retention', env: 'HISTORY_COMPARISON_RETENTION_DAYS' },
  maskComparisonValues: { flag: 'mask-comparison-values', env: 'HISTORY_MASK_COMPARISON_VALUES' },
  ticketUrl: { flag: 'ticket-url', env: 'TICKET_URL' },
} as const satisfies Record<keyof ServerOptions, { flag: string; env: string }>;

type OptionKey = keyof typeof SOURCES;
const BOOLEAN_OPTIONS = new Set<OptionKey>(['insecureTls', 'fresh', 'maskComparisonValues']);

/** Where the mock keeps its data unless told: a folder of the project per data set, so switching sets refuses nothing. */
export const DEFAULT_DATA_ROOT = '.data';
const defaultDataDir = (options: Pick<ServerOptions, 'dataset' | 'seed'>) =>
  join(DEFAULT_DATA_ROOT, options.seed === undefined ? options.dataset : `${options.dataset}-seed-${options.seed}`);

export function readServerOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ServerOptions | 'help' {
  const keys = Object.keys(SOURCES) as OptionKey[];
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        ...Object.fromEntries(
          keys.map((key) => [SOURCES[key].flag, { type: BOOLEAN_OPTIONS.has(key) ? 'boolean' : 'string' } as const]),
        ),
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new OptionsError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  const given = (key: OptionKey) => {
    const { flag, env: name } = SOURCES[key];
    // An empty environment variable counts as not set; a boolean one is set by the word "true".
    if (BOOLEAN_OPTIONS.has(key)) return values[flag] ?? env[name] === 'true';
    return values[flag] ?? (env[name] || undefined);
  };
  const result = optionsSchema.safeParse(Object.fromEntries(keys.map((key) => [key, given(key)])));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const { flag, env: name } = SOURCES[issue.path[0] as OptionKey];
      return `  --${flag} (or ${name}): ${issue.message}`;
    });
    throw new OptionsError(`Invalid options:\n${problems.join('\n')}\n\n${USAGE}`);
  }
  const options = result.data;
  if (options.backend && options.dataDir)
    throw invalid(
      '--data: keeps runs of the bundled mock; with --backend the real system keeps them, so give one or the other',
    );
  if (options.fresh && (options.backend || options.dataDir))
    throw invalid(
      `--fresh: starts the bundled mock without the data it keeps; with ${options.backend ? '--backend there is none' : '--data it would keep it, so give one or the other'}`,
    );
  // Runs read with their comparison and deleted at once would be read again at every tick.
  if (options.comparisonRetentionDays < options.comparisonDays)
    throw invalid('--comparison-retention: must be at least --comparison-days, or the differences read go at once');
  if (!options.backend && !options.fresh) options.dataDir ??= defaultDataDir(options);
  try {
    chooseStore({ given: options.store, backend: options.backend, dataDir: options.dataDir });
  } catch (error) {
    if (error instanceof StoreChoiceError) throw invalid(error.message);
    throw error;
  }
  return options;
}
