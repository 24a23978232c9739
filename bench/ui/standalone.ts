// The command line of the browser benchmarks (bench/ui.ts, bench/lighthouse.ts) when run on their own:
// `--runs N`, `--only TEXT` (what to measure, by name), and `--dist DIR` to measure an app already built there
// (say, from an older commit). Without --dist the app is built into a temporary folder, leaving dist/ alone.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/** Measures as the command line says and prints the markdown section that `section` returns. */
export async function runStandalone(
  name: string,
  defaultRuns: number,
  section: (distDir: string, runs: number, only: string) => Promise<string>,
): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: String(defaultRuns) },
      only: { type: 'string', default: '' },
      dist: { type: 'string' },
    },
  });
  const distDir = values.dist ?? mkdtempSync(join(tmpdir(), `bench-${name}-dist-`));
  try {
    if (!values.dist) execSync(`npx vite build --outDir ${distDir} --emptyOutDir`, { stdio: 'ignore' });
    console.info(await section(distDir, Number(values.runs), values.only));
  } finally {
    if (!values.dist) rmSync(distDir, { recursive: true, force: true });
  }
}
