// A throwaway PostgreSQL cluster of the soak's own (initdb + pg_ctl in a temporary folder, on a
// free port), so restarting it disturbs nobody else's database. Run as root, it runs as `postgres`.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/src/test/free-port.js';

export type Cluster = {
  port: number;
  url: (database: string) => string;
  /** `pg_ctl stop -m fast`: open sessions are ended (57P01), new connections refused until `start`.
   *  Asynchronous, so the load keeps running meanwhile. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  createDatabase: (name: string) => Promise<string>;
  dropDatabase: (name: string) => Promise<void>;
  destroy: () => Promise<void>;
  binDir: string;
};

function findBinDir(): string {
  if (process.env.SOAK_PG_BIN) return process.env.SOAK_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

export async function startCluster(): Promise<Cluster> {
  const binDir = findBinDir();
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-soak-pg-'));
  const dataDir = path.join(folder, 'data');
  if (asRoot) execFileSync('chown', ['postgres', folder]);
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, name), ...args]] : [path.join(binDir, name), args];
  const run = async (name: string, args: string[]) => {
    const [file, fileArgs] = command(name, args);
    await promisify(execFile)(file, fileArgs, { cwd: folder });
  };
  execFileSync(...command('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']), {
    cwd: folder,
    stdio: 'ignore',
  });
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'postgres.log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    start,
    stop,
    binDir,
    createDatabase: async (name) => {
      await admin(`create database ${name}`);
      return url(name);
    },
    dropDatabase: (name) => admin(`drop database if exists ${name} with (force)`),
    destroy: async () => {
      await stop().catch(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
