import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import serverPackage from '../../package.json' with { type: 'json' };
import { writeArchive } from './archive-write';
import { BACKUP_FORMAT, type Manifest } from './manifest';
import { collectSideFiles, sha256Of } from './side-files';
import { takeSnapshot } from './snapshot';
import { verifyBackup, type Verification } from './verify';

/**
 * One backup, start to finish: snapshot, archive, then a verification by restoring it into a
 * scratch database. What the command line runs, and what a scheduler can call with the app's pool.
 */
export type BackupOptions = {
  pool: pg.Pool;
  dataDir: string;
  /** The operator's SECRETS_KEY: when set, no key file is taken from DATA_DIR. */
  secretsKey: string | undefined;
  /** Where the file goes (BACKUP_DIR, by default DATA_DIR/backups). */
  dir: string;
  passphrase?: string;
  scryptWorkFactor?: number;
  now?: Date;
};

export type BackupResult = {
  file: string;
  bytes: number;
  tables: Manifest['tables'];
  rows: number;
  verified: Verification;
};

export async function runBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  await fs.mkdir(options.dir, { recursive: true, mode: 0o700 });
  const workDir = await fs.mkdtemp(path.join(options.dir, '.in-progress-'));
  try {
    const snapshot = await takeSnapshot(options.pool, workDir);
    const sideFiles = await collectSideFiles(options.dataDir, options.secretsKey);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      appVersion: serverPackage.version,
      lastMigration: snapshot.lastMigration,
      tables: snapshot.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
      files: sideFiles.map((side) => ({ name: side.name, bytes: side.content.length, sha256: sha256Of(side.content) })),
    };
    const file = path.join(options.dir, backupFileName(now, options.passphrase !== undefined));
    await writeArchive({ file, manifest, sideFiles, tables: snapshot.tables, ...passphraseOptions(options) });
    const { size } = await fs.stat(file);
    const verified = await verifyBackup({ pool: options.pool, file, passphrase: options.passphrase });
    return { file, bytes: size, tables: manifest.tables, rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0), verified };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** ultimate-human-2026-11-28T01-02-03Z.tar.gz, with .age when sealed by a passphrase. */
export function backupFileName(at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `ultimate-human-${stamp}.tar.gz${encrypted ? '.age' : ''}`;
}

function passphraseOptions(options: BackupOptions) {
  if (options.passphrase === undefined) return {};
  return { passphrase: options.passphrase, scryptWorkFactor: options.scryptWorkFactor };
}
