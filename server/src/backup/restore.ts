import type pg from 'pg';
import { openBackup } from './archive-read';
import { BackupError } from './backup-error';
import { restoreInto } from './restore-into';
import { checkSideFiles, writeSideFiles } from './side-files';

/**
 * Restores a backup into the database behind `pool` and its side files into DATA_DIR, with the
 * same loading and checking as a verification. The side files are checked first, so a refusal
 * leaves both the database and the data folder as they were.
 */
export type RestoreResult = { tables: number; rows: number; sideFiles: string[]; lastMigration: string };

export async function restoreBackup(input: {
  pool: pg.Pool;
  file: string;
  dataDir: string;
  passphrase?: string;
  force?: boolean;
}): Promise<RestoreResult> {
  const force = input.force ?? false;
  const backup = await openBackup(input.file, input.passphrase);
  try {
    await checkSideFiles(input.dataDir, backup.sideFiles, force);
    const problems = await restoreInto(input.pool, backup, { force });
    if (problems.length > 0) throw new BackupError(`The backup was not restored:\n${problems.join('\n')}`);
    await writeSideFiles(input.dataDir, backup.sideFiles);
    const { manifest } = backup;
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      sideFiles: backup.sideFiles.map((side) => side.name),
      lastMigration: manifest.lastMigration,
    };
  } finally {
    backup.close();
  }
}
