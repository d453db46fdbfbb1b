import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openBackup, type OpenedBackup } from './archive-read';
import { messageOf } from './backup-error';
import { restoreInto } from './restore-into';

/**
 * A backup counts only once it has been restored: verification loads the file into a scratch
 * database made beside the live one (same server, same role, which must be allowed to create
 * databases), checks every table against the manifest, and drops the scratch database whatever
 * happened. The live database is only read to learn where to connect.
 */
export type Verification = { ok: boolean; problems: string[] };

export async function verifyBackup(input: { pool: pg.Pool; file: string; passphrase?: string }): Promise<Verification> {
  const scratchName = `uh_verify_${randomBytes(6).toString('hex')}`;
  const admin = await input.pool.connect();
  let scratch: pg.Pool | null = null;
  let backup: OpenedBackup | null = null;
  try {
    await admin.query(`CREATE DATABASE ${scratchName}`);
    scratch = new pg.Pool({ ...scratchConnection(input.pool.options, scratchName), max: 2 });
    scratch.on('error', () => undefined);
    backup = await openBackup(input.file, input.passphrase);
    const problems = await restoreInto(scratch, backup, { force: false });
    return { ok: problems.length === 0, problems };
  } catch (error) {
    return { ok: false, problems: [messageOf(error)] };
  } finally {
    backup?.close();
    await scratch?.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`).catch(() => undefined);
    admin.release();
  }
}

/** The live pool's connection settings, pointed at another database on the same server. */
export function scratchConnection(options: pg.PoolConfig, database: string): pg.PoolConfig {
  if (!options.connectionString) return { ...options, database };
  const url = new URL(options.connectionString);
  url.pathname = `/${database}`;
  return { ...options, connectionString: url.toString() };
}
