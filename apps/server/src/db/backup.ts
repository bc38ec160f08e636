// Backup and restore (npm run backup / npm run restore, docs/operations.md): the database — a
// PostgreSQL custom-format dump (pg_dump) or the embedded PGlite data directory — together with
// the file store under DATA_DIR/files, and a manifest with every file's SHA-256 so a restore can
// prove it brought back exactly what was saved. Run with the app stopped for PGlite (one process
// owns its data directory); PostgreSQL dumps are consistent while the app runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { retentionEndText } from '@baustellendoku/domain';
import type { Config } from '../config.js';
import { retainedRecords } from '../lib/retention.js';
import { openDatabase } from './client.js';
import { projects } from './schema/index.js';

export type BackupManifest = {
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** Relative path under files/ → SHA-256 (hex). */
  files: Record<string, string>;
};

const DUMP = 'database.dump';
const PGLITE_ARCHIVE = 'pglite.tar.gz';
const MANIFEST = 'manifest.json';

const filesDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'files');

/** SHA-256 of every file under `root`, by relative path. */
export function hashFiles(root: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hashes[path.relative(root, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} konnte nicht gestartet werden: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ist fehlgeschlagen:\n${result.stderr}`);
}

type BackupConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'STORAGE_DRIVER'>;

export async function createBackup(config: BackupConfig, target: string): Promise<BackupManifest> {
  if (config.STORAGE_DRIVER !== 'disk') {
    throw new Error('Dateien in S3 sichert der Bucket selbst (Versionierung, siehe docs/operations.md).');
  }
  fs.mkdirSync(target, { recursive: true });
  if (config.DATABASE_URL) {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(target, DUMP)}`, config.DATABASE_URL]);
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create({ dataDir: path.join(config.DATA_DIR, 'pglite') });
    try {
      const archive = await pglite.dumpDataDir('gzip');
      fs.writeFileSync(path.join(target, PGLITE_ARCHIVE), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  }
  // Files after the database: every file a saved row names is then in the backup (uploads only add).
  fs.cpSync(filesDir(config), path.join(target, 'files'), { recursive: true, force: true });
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: config.DATABASE_URL ? 'postgres' : 'pglite',
    files: hashFiles(path.join(target, 'files')),
  };
  fs.writeFileSync(path.join(target, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * The first record of the database the restore would overwrite that § 25 EBV still keeps, as a
 * German refusal (decision 0623); null for an empty or new database.
 */
export async function retainedRecordRefusal(config: BackupConfig): Promise<string | null> {
  if (!config.DATABASE_URL && !fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) return null;
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const result = (await handle.db.execute(
      sql`select to_regclass('public.installation_removals') is not null as present`,
    )) as unknown as { rows: { present: boolean }[] };
    if (!result.rows[0]?.present) return null;
    for (const project of await handle.db.select({ id: projects.id, name: projects.name }).from(projects)) {
      const [record] = await retainedRecords(handle.db, project.id);
      if (record)
        return (
          `Die Wiederherstellung würde die Datenbank überschreiben, die Aufzeichnungen nach § 25 EBV enthält: ` +
          `„${record.label}“ im Projekt „${project.name}“ ist aufzubewahren, ${retentionEndText(record)}. ` +
          'Stellen Sie die Sicherung in eine leere Datenbank wieder her.'
        );
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** Replaces the database and the file store with the backup in `source`; the app must be stopped. */
export async function restoreBackup(config: BackupConfig, source: string): Promise<BackupManifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(source, MANIFEST), 'utf8')) as BackupManifest;
  if ((manifest.database === 'postgres') !== Boolean(config.DATABASE_URL)) {
    throw new Error(`Die Sicherung enthält eine ${manifest.database}-Datenbank; DATABASE_URL passt nicht dazu.`);
  }
  const refusal = await retainedRecordRefusal(config);
  if (refusal) throw new Error(refusal);
  if (config.DATABASE_URL) {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${config.DATABASE_URL}`,
      path.join(source, DUMP),
    ]);
  } else {
    const dataDir = path.join(config.DATA_DIR, 'pglite');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const archive = new Blob([fs.readFileSync(path.join(source, PGLITE_ARCHIVE))]);
    const pglite = await PGlite.create({ dataDir, loadDataDir: archive });
    await pglite.close();
  }
  fs.rmSync(filesDir(config), { recursive: true, force: true });
  fs.cpSync(path.join(source, 'files'), filesDir(config), { recursive: true });
  const restored = hashFiles(filesDir(config));
  if (JSON.stringify(restored) !== JSON.stringify(manifest.files)) {
    throw new Error('Die wiederhergestellten Dateien stimmen nicht mit der Sicherung überein.');
  }
  return manifest;
}
