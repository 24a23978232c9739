// Where the history is kept, from `--store` (or DATABASE_URL): nothing, an embedded PGlite directory, or a
// PostgreSQL server several dashboard servers can share. The default follows the data it mirrors: a real
// system's history lasts, so does its store; so does the bundled mock's in its data folder, unless --fresh makes
// its data anew for one start, which a lasting store would outlive, showing runs of an earlier start as current.
import { resolve } from 'node:path';

export type StoreTarget =
  | { kind: 'none' }
  | { kind: 'postgres'; url: string }
  /** `temporary`: made for this start and removed at its end (the mock with --fresh). */
  | { kind: 'embedded'; dir: string; temporary: boolean };

export interface StoreChoice {
  /** `--store` or DATABASE_URL as given, if either is. */
  given?: string | undefined;
  backend?: string | undefined;
  dataDir?: string | undefined;
}

/** The store directory a real system's history goes to when none is given, relative to where the server starts. */
export const DEFAULT_BACKEND_STORE_DIR = 'history-store';
/** Inside the mock's --data directory, beside its journal. */
export const MOCK_DATA_STORE_DIR = 'history-store';

export class StoreChoiceError extends Error {}

const isPostgresUrl = (value: string) => /^postgres(ql)?:\/\//i.test(value);

export function chooseStore({ given, backend, dataDir }: StoreChoice): StoreTarget {
  if (given === 'none') return { kind: 'none' };
  if (given !== undefined && isPostgresUrl(given)) {
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      throw new StoreChoiceError(
        `--store: "${redactUrl(given)}" is not a URL; give one such as postgres://user@host/dashboard`,
      );
    }
    if (url.pathname.length <= 1)
      throw new StoreChoiceError(
        `--store: "${redactUrl(given)}" names no database; add it, as in postgres://user@host/dashboard`,
      );
    if (!backend && !dataDir) throw ephemeralMockError('a PostgreSQL database');
    return { kind: 'postgres', url: given };
  }
  if (given !== undefined) {
    if (!backend && !dataDir) throw ephemeralMockError(`the directory ${given}`);
    return { kind: 'embedded', dir: resolve(given), temporary: false };
  }
  if (backend) return { kind: 'embedded', dir: resolve(DEFAULT_BACKEND_STORE_DIR), temporary: false };
  if (dataDir) return { kind: 'embedded', dir: resolve(dataDir, MOCK_DATA_STORE_DIR), temporary: false };
  return { kind: 'embedded', dir: '', temporary: true };
}

function ephemeralMockError(where: string) {
  return new StoreChoiceError(
    `--store: keeping the history in ${where} outlasts the bundled mock's data, which --fresh makes for this start only; ` +
      "leave --fresh out to keep the mock's data too (its history is then kept beside it), or leave --store out",
  );
}

/** A PostgreSQL URL fit for a log line or a message: its password replaced. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value.replace(/:\/\/([^:@/]*):[^@/]*@/, '://$1:***@');
  }
}

/** How the store is named in messages, the status and the log: never with a password. */
export function describeStore(target: StoreTarget): string {
  switch (target.kind) {
    case 'none':
      return 'no history store';
    case 'postgres':
      return `PostgreSQL at ${redactUrl(target.url)}`;
    case 'embedded':
      return target.temporary ? 'an embedded store for this start only' : `the embedded store in ${target.dir}`;
  }
}
