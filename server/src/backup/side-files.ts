import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDirSync } from '../lib/private-files';
import { BackupError } from './backup-error';

/**
 * What the database alone cannot be read back without: the key generated into DATA_DIR when
 * SECRETS_KEY is unset seals wearables' tokens, webhook secrets and the push (VAPID) private key,
 * all stored in tables. Nothing else under DATA_DIR is needed: voice recordings and the push key
 * pair live in the database, speech models download again, imports in progress are transient.
 */
export type SideFile = { name: string; content: Buffer };

const SECRETS_KEY_FILE = 'secrets.key';

export async function collectSideFiles(dataDir: string, secretsKey: string | undefined): Promise<SideFile[]> {
  if (secretsKey) return []; // the operator keeps the key; the data folder holds none to read back
  const content = await fs.readFile(path.join(dataDir, SECRETS_KEY_FILE)).catch(() => null);
  return content ? [{ name: SECRETS_KEY_FILE, content }] : [];
}

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Refuses, before anything is written, to replace a different key that data may be sealed with. */
export async function checkSideFiles(dataDir: string, files: SideFile[], force: boolean): Promise<void> {
  for (const file of files) {
    const existing = await fs.readFile(path.join(dataDir, file.name)).catch(() => null);
    if (existing && !existing.equals(file.content) && !force) {
      throw new BackupError(
        `${path.join(dataDir, file.name)} differs from the one in the backup; data sealed with it would become unreadable. Move it aside, or restore with --force.`,
      );
    }
  }
}

export async function writeSideFiles(dataDir: string, files: SideFile[]): Promise<void> {
  if (files.length > 0) makePrivateDirSync(dataDir);
  for (const file of files) await fs.writeFile(path.join(dataDir, file.name), file.content, { mode: 0o600 });
}
