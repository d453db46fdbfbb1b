import { mkdirSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import path from 'node:path';

/**
 * What lives under DATA_DIR (health exports waiting for their import, the database, keys) is
 * read by the server's own OS user only: folders are made 0700 and files 0600, whatever the umask.
 * The embedded PostgreSQL, when it runs as another user, is let into DATA_DIR by its own start-up
 * (search permission only) and owns its cluster folder inside.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes the folder private to the server's user when it is new (an existing one is left as it is).
 * Missing folders above it are made as usual, so the embedded PostgreSQL's user can pass through them.
 */
export function makePrivateDirSync(dir: string): void {
  mkdirSync(path.dirname(dir), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * A folder of the data folder that the server alone writes in (such as the uploads waiting for
 * import): made private with the data folder when new, and made private again when an earlier
 * version left it open to other users.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  makePrivateDirSync(path.dirname(dir));
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}
