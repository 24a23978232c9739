// The user the history sync signs in as on a real system: a technical user of its own with a read-only role
// (such as the service's test auditor), from the environment or a file, never from the command line, where
// other users and logs would see it.
import { readFileSync } from 'node:fs';

export interface SyncCredentials {
  user: string;
  password: string;
}

export class SyncCredentialsError extends Error {}

export function readSyncCredentials(env: NodeJS.ProcessEnv): SyncCredentials | undefined {
  const file = env.HISTORY_SYNC_CREDENTIALS_FILE;
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch (error) {
      throw new SyncCredentialsError(
        `HISTORY_SYNC_CREDENTIALS_FILE: ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      );
    }
    const separator = text.indexOf(':');
    if (separator <= 0 || separator === text.length - 1)
      throw new SyncCredentialsError(`HISTORY_SYNC_CREDENTIALS_FILE: ${file} must hold one line user:password`);
    return { user: text.slice(0, separator), password: text.slice(separator + 1) };
  }
  const { HISTORY_SYNC_USER: user, HISTORY_SYNC_PASSWORD: password } = env;
  if (user && password) return { user, password };
  if (user || password)
    throw new SyncCredentialsError('HISTORY_SYNC_USER and HISTORY_SYNC_PASSWORD are set together, or neither');
  return undefined;
}
