// A real PostgreSQL server for the store's tests, started from Debian's `postgresql` package in a temporary
// directory (installed with apt-get when missing and we are root on Debian, as on a clean CI machine), on a free
// port, trusting local connections. Each test file makes a database of its own in it.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_BINARIES = '/usr/lib/postgresql';

function findBinaries(): string | undefined {
  if (!existsSync(DEBIAN_BINARIES)) return undefined;
  const newest = readdirSync(DEBIAN_BINARIES)
    .filter((version) => existsSync(join(DEBIAN_BINARIES, version, 'bin', 'initdb')))
    .toSorted((a, b) => Number(b) - Number(a))[0];
  return newest && join(DEBIAN_BINARIES, newest, 'bin');
}

function installPostgres(): void {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/etc/debian_version'))
    throw new Error(
      "The history store's tests need PostgreSQL's server programs (Debian: apt-get install postgresql); none found in " +
        `${DEBIAN_BINARIES}.`,
    );
  console.info("store tests: no PostgreSQL found; installing Debian's postgresql with apt-get…");
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], {
    stdio: 'inherit',
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface TestPostgres {
  /** postgres://…/postgres: the server's maintenance database, to make each test file's own. */
  url: string;
  stop(): void;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  let bin = findBinaries();
  if (!bin) {
    installPostgres();
    bin = findBinaries();
    if (!bin) throw new Error('PostgreSQL was installed but its programs are not in /usr/lib/postgresql/*/bin');
  }
  const dir = mkdtempSync(join(tmpdir(), 'store-tests-pg-'));
  // PostgreSQL refuses to run as root: as root, the package's own user runs it.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asUser.length) chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const run = (program: string, args: string[]) => {
    const [command, ...rest] = [...asUser, join(bin, program), ...args];
    const result = spawnSync(command!, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
