// `npm run restore -- FILE [--dry-run] [--force]`: puts a backup back into the database (DATABASE_URL,
// or the embedded PostgreSQL in DATA_DIR, with the server stopped) and its secrets key into DATA_DIR.
// --dry-run only verifies the file by restoring it into a scratch database; --force replaces the
// data of a database that has some, and a different secrets key. See docs/administration.md.
import { messageOf } from '../server/src/backup/backup-error';
import { openCliDatabase } from '../server/src/backup/cli-database';
import { restoreBackup } from '../server/src/backup/restore';
import { verifyBackup } from '../server/src/backup/verify';
import { loadConfig } from '../server/src/config';

const USAGE = 'Usage: npm run restore -- FILE [--dry-run] [--force]';

function parseArgs(args: string[]) {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--dry-run' && flag !== '--force');
  if (files.length !== 1 || unknown.length > 0) return null;
  return { file: files[0]!, dryRun: flags.includes('--dry-run'), force: flags.includes('--force') };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const passphrase = config.backup.passphrase;
  const database = await openCliDatabase(config, { whileServerRuns: args.dryRun ? 'read' : 'refuse' });
  try {
    if (args.dryRun) {
      const verified = await verifyBackup({ pool: database.pool, file: args.file, passphrase });
      if (verified.ok) {
        console.log(`${args.file} restores: every table matches its checksum (nothing was changed).`);
        return 0;
      }
      console.error(`${args.file} does not restore:`);
      for (const problem of verified.problems) console.error(`- ${problem}`);
      return 1;
    }
    const result = await restoreBackup({ pool: database.pool, file: args.file, dataDir: config.dataDir, passphrase, force: args.force });
    console.log(`Restored ${args.file}: ${result.tables} tables, ${result.rows} rows, schema at ${result.lastMigration}.`);
    if (result.sideFiles.length > 0) console.log(`  Put back into ${config.dataDir}: ${result.sideFiles.join(', ')}`);
    else
      console.log('  The backup holds no secrets key file: if SECRETS_KEY was set when it was made, start the server with the same one.');
    console.log('  Start the server: it applies any migrations newer than the backup.');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Restore failed: ${messageOf(error)}`);
    process.exit(1);
  },
);
