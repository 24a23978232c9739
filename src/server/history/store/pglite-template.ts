// A new embedded store starts as a copy of a freshly initialised PGlite directory: PGlite's initdb takes about
// 7 s (and every test of the store would pay it), a copy a tenth of a second. The template is made once per
// PGlite version in the system's temporary directory; servers racing to make it keep the first one.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Fills `dataDir`, which must not exist yet, with an initialised and empty PostgreSQL cluster. */
export async function initialiseDataDir(dataDir: string): Promise<void> {
  const template = join(tmpdir(), `dashboard-pglite-template-${pgliteVersion()}`);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const building = mkdtempSync(`${template}-building-`);
    const fresh = await PGlite.create(join(building, 'data'));
    await fresh.close();
    try {
      renameSync(join(building, 'data'), template);
    } catch {
      // Another process made it first: theirs is as good.
    }
    rmSync(building, { recursive: true, force: true });
  }
  cpSync(template, dataDir, { recursive: true });
}
