import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { ENGINES, newStoreTarget, removeStoreTarget } from '../testing/test-stores';
import { openStore } from './open-store';
import { runs, storeMeta } from './schema';

const SOURCE = 'https://sap-host:44300 client 100';

describe.each(ENGINES)('the history store on %s', { timeout: 60_000 }, (engine) => {
  it('is made with the schema at first open and found again at the next, for the same service', async () => {
    const target = await newStoreTarget(engine);
    const first = await openStore(target, SOURCE);
    await first.db.insert(storeMeta).values({ key: 'probe', value: 'kept' });
    await first.close();
    const again = await openStore(target, SOURCE);
    const [probe] = await again.db
      .select()
      .from(storeMeta)
      .where(sql`${storeMeta.key} = 'probe'`);
    expect(probe?.value).toBe('kept');
    expect(await again.db.select({ n: count() }).from(runs)).toEqual([{ n: 0 }]);
    await again.close();
    removeStoreTarget(target);
  });

  it("refuses another service's history and leaves it as it was", async () => {
    const target = await newStoreTarget(engine);
    const first = await openStore(target, SOURCE);
    await first.close();
    await expect(openStore(target, 'https://other-host client 200')).rejects.toThrow(
      /holds the history of https:\/\/sap-host:44300 client 100, not of https:\/\/other-host client 200; nothing was changed/,
    );
    const again = await openStore(target, SOURCE);
    await again.close();
    removeStoreTarget(target);
  });
});

describe('an embedded store', { timeout: 60_000 }, () => {
  it('refuses a directory that holds other files and writes nothing into it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'not-a-store-'));
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await expect(openStore({ kind: 'embedded', dir, temporary: false }, SOURCE)).rejects.toThrow(
      `The directory ${dir} holds other files (notes.txt) and is not a history store of this dashboard; nothing was changed.`,
    );
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('says which directory cannot be opened when its database is damaged', async () => {
    const target = await newStoreTarget('pglite');
    if (target.kind !== 'embedded') throw new Error('embedded expected');
    await (await openStore(target, SOURCE)).close();
    writeFileSync(join(target.dir, 'pgdata', 'global', 'pg_control'), 'garbage');
    await expect(openStore(target, SOURCE)).rejects.toThrow(`The history store in ${target.dir} cannot be opened`);
    removeStoreTarget(target);
  });

  it('is used by one server at a time', async () => {
    const target = await newStoreTarget('pglite');
    const first = await openStore(target, SOURCE);
    // A lock file naming a live process other than ours: the parent of this test process.
    const lock = join((target as { dir: string }).dir, 'in-use.lock');
    await first.close();
    mkdirSync((target as { dir: string }).dir, { recursive: true });
    writeFileSync(lock, String(process.ppid));
    await expect(openStore(target, SOURCE)).rejects.toThrow(`is in use by process ${process.ppid}`);
    writeFileSync(lock, '999999999');
    const taken = await openStore(target, SOURCE);
    await taken.close();
    removeStoreTarget(target);
  });
});

describe('a PostgreSQL store', () => {
  it('refuses a database that holds tables of something else', async () => {
    const target = await newStoreTarget('postgres');
    if (target.kind !== 'postgres') throw new Error('postgres expected');
    const client = new Client({ connectionString: target.url });
    await client.connect();
    await client.query('create table invoices (id int)');
    await client.end();
    await expect(openStore(target, SOURCE)).rejects.toThrow(
      /already holds 1 other table and is not a history store of this dashboard; nothing was changed/,
    );
  });

  it('names the server it cannot reach, without the password', async () => {
    await expect(
      openStore({ kind: 'postgres', url: 'postgres://sync:secret@127.0.0.1:1/history' }, SOURCE),
    ).rejects.toThrow(/^PostgreSQL at postgres:\/\/sync:\*\*\*@127\.0\.0\.1:1\/history cannot be reached: /);
  });
});
