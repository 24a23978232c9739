// Options of the Node server, from command-line flags first, then environment variables.
import { parseArgs } from 'node:util';
import { z } from 'zod';

const optionsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535).default(5173),
  host: z.string().min(1).default('localhost'),
  dataset: z.enum(['default', 'large']).default('default'),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
  runPaceMs: z.coerce.number().int().min(0).max(600_000).optional(),
  dataDir: z.string().min(1, 'must name a directory').optional(),
  user: z
    .string()
    .regex(/^\S{1,12}$/, 'must be a user ID of 1 to 12 characters without blanks, e.g. TESTER')
    .optional(),
  readOnlyUsers: z
    .string()
    .regex(/^\S{1,12}(,\S{1,12})*$/, 'must be user IDs of 1 to 12 characters without blanks, separated by commas')
    .transform((list) => list.split(','))
    .optional(),
  backend: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://host:44300' }).optional(),
  sapClient: z
    .string()
    .regex(/^\d{3}$/, 'must be three digits, e.g. 100')
    .optional(),
  insecureTls: z.boolean().default(false),
  distDir: z.string().default('dist'),
});
export type ServerOptions = z.infer<typeof optionsSchema>;

export const USAGE = `Usage: npm start -- [options]   (or: npm run serve -- [options] without rebuilding)

  --port <n>            port to listen on (PORT, default 5173)
  --host <name>         host to bind (HOST, default localhost)
  --dataset <name>      bundled mock data set: default | large (DATASET)
  --seed <n>            seed of the mock data (SEED)
  --run-pace <ms>       minimum time per test case of an async run on the mock (RUN_PACE_MS, default 300)
  --data <dir>          keep runs started on the mock across restarts, journaled in <dir> (DATA_DIR)
  --user <name>         user the mock records as STARTED_BY without Basic auth (MOCK_USER, default DEVELOPER)
  --read-only-users <name,…>  users the mock lets read but not start runs (MOCK_READ_ONLY_USERS)
  --backend <url>       forward the API to a real system instead of the mock (BACKEND_URL)
  --sap-client <nnn>    SAP client appended to forwarded requests (SAP_CLIENT)
  --insecure-tls        accept self-signed certificates from the backend (INSECURE_TLS=true)
  --help                show this help`;

export class OptionsError extends Error {}

export function readServerOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ServerOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        dataset: { type: 'string' },
        seed: { type: 'string' },
        'run-pace': { type: 'string' },
        data: { type: 'string' },
        user: { type: 'string' },
        'read-only-users': { type: 'string' },
        backend: { type: 'string' },
        'sap-client': { type: 'string' },
        'insecure-tls': { type: 'boolean' },
        'dist-dir': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new OptionsError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  const result = optionsSchema.safeParse({
    port: values.port ?? env.PORT,
    host: values.host ?? env.HOST,
    dataset: values.dataset ?? env.DATASET,
    seed: values.seed ?? env.SEED,
    runPaceMs: values['run-pace'] ?? env.RUN_PACE_MS,
    dataDir: values.data ?? (env.DATA_DIR || undefined),
    user: values.user ?? (env.MOCK_USER || undefined),
    readOnlyUsers: values['read-only-users'] ?? (env.MOCK_READ_ONLY_USERS || undefined),
    backend: values.backend ?? (env.BACKEND_URL || undefined),
    sapClient: values['sap-client'] ?? (env.SAP_CLIENT || undefined),
    insecureTls: values['insecure-tls'] ?? env.INSECURE_TLS === 'true',
    distDir: values['dist-dir'] ?? env.DIST_DIR,
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  --${String(issue.path[0])}: ${issue.message}`).join('\n');
    throw new OptionsError(`Invalid options:\n${problems}\n\n${USAGE}`);
  }
  if (result.data.backend && result.data.dataDir) {
    throw new OptionsError(
      `Invalid options:\n  --data: keeps runs of the bundled mock; with --backend the real system keeps them, so give one or the other\n\n${USAGE}`,
    );
  }
  return result.data;
}
