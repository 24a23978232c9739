import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSyncCredentials } from './sync-credentials';

describe("the history sync's own user", () => {
  it('comes from the environment or a file, and is refused half given', () => {
    expect(readSyncCredentials({ HISTORY_SYNC_USER: 'AUDITOR', HISTORY_SYNC_PASSWORD: 's3cret' })).toEqual({
      user: 'AUDITOR',
      password: 's3cret',
    });
    const file = join(mkdtempSync(join(tmpdir(), 'sync-user-')), 'credentials');
    writeFileSync(file, 'AUDITOR:pass:with:colons\n');
    expect(readSyncCredentials({ HISTORY_SYNC_CREDENTIALS_FILE: file })).toEqual({
      user: 'AUDITOR',
      password: 'pass:with:colons',
    });
    writeFileSync(file, 'AUDITOR');
    expect(() => readSyncCredentials({ HISTORY_SYNC_CREDENTIALS_FILE: file })).toThrow(
      /must hold one line user:password/,
    );
    expect(() => readSyncCredentials({ HISTORY_SYNC_CREDENTIALS_FILE: `${file}.missing` })).toThrow(
      /cannot be read \(ENOENT\)/,
    );
    expect(() => readSyncCredentials({ HISTORY_SYNC_USER: 'AUDITOR' })).toThrow(/set together, or neither/);
    expect(readSyncCredentials({})).toBeUndefined();
  });
});
