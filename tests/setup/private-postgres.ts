import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/*
 * A PostgreSQL cluster of this process's own, in a temporary folder on a free port, that a fault
 * proof may stop, start and restart at will without touching anyone else's server. It needs the
 * PostgreSQL server binaries (PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else
 * pg_config on the PATH). The server refuses to run as root: under root every command runs as the
 * `postgres` user through runuser. The cluster is stopped and its folder removed by `destroy()`,
 * and also when this process exits before that.
 */

const run = promisify(execFile);

export class PrivateClusterError extends Error {
  constructor(message: string) {
    super(`Cannot start a private PostgreSQL cluster: ${message}`);
    this.name = 'PrivateClusterError';
  }
}

export interface PrivateCluster {
  port: number;
  /** The `postgres` database as the `postgres` superuser (trust authentication, loopback only). */
  adminUrl: string;
  dir: string;
  /** `pg_ctl restart -m fast`: every session ended, the server up again once it returns. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** True when a new connection is accepted and answers a query. */
  accepting(): Promise<boolean>;
  /** The server's own log so far (for a failure message). */
  log(): string;
  /** Stops the server at once and removes its folder. */
  destroy(): void;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new PrivateClusterError('no PostgreSQL server binaries found (set PG_BIN to their folder)');
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = binDir();
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!fs.existsSync(path.join(bin, tool))) throw new PrivateClusterError(`${tool} is not in ${bin}`);
  }
  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | undefined;
  if (asRoot) {
    try {
      owner = {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      };
      execFileSync('runuser', ['--help'], { stdio: 'ignore' });
    } catch {
      throw new PrivateClusterError(
        'running as root needs a `postgres` user and runuser (initdb and postgres refuse to run as root)',
      );
    }
  }
  // As root every server command runs as postgres; otherwise as this user.
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-pg-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const pgCtl = async (args: string[]) => {
    const [file, argv] = command('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);
    try {
      await run(file, argv, { timeout: 90_000 });
    } catch (err) {
      const e = err as Error & { stderr?: string };
      throw new Error(`pg_ctl ${args[0]} failed: ${e.stderr || e.message}\n${readLog()}`);
    }
  };
  const readLog = () => {
    try {
      return fs.readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };

  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    process.off('exit', destroy);
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      const [file, argv] = command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      spawnSync(file, argv, { stdio: 'ignore', timeout: 40_000 });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', destroy);

  try {
    const [file, argv] = command('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    try {
      await run(file, argv, { timeout: 120_000 });
    } catch (err) {
      const e = err as Error & { stderr?: string };
      throw new PrivateClusterError(`initdb failed: ${e.stderr || e.message}`);
    }
    await pgCtl(['-l', logFile, '-o', serverOptions, 'start']);
  } catch (err) {
    destroy();
    throw err;
  }

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    adminUrl,
    dir,
    restart: () => pgCtl(['-m', 'fast', '-l', logFile, '-o', serverOptions, 'restart']),
    stop: () => pgCtl(['-m', 'fast', 'stop']),
    start: () => pgCtl(['-l', logFile, '-o', serverOptions, 'start']),
    async accepting() {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1_000 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => {});
      }
    },
    log: readLog,
    destroy,
  };
}
