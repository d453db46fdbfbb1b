import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { serverKeys } from '../../../db/schema';
import type { TokenCipher } from '../../../lib/token-cipher';
import type { VapidKeys } from './channel';

/** The server_keys row, and the cipher context that binds the sealed private key to it. */
const NAME = 'vapid';

/** At rest: the public key as is (browsers get it anyway), the private key sealed by the token cipher. */
const storedSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The server's VAPID key pair, made on first use and kept in the database: browsers subscribe with
 * the public key, so every server sharing the database must sign with the same pair, for good.
 */
export async function loadVapidKeys(db: Database, cipher: TokenCipher): Promise<VapidKeys> {
  const stored = (await readStored(db)) ?? (await createStored(db, cipher));
  try {
    return { publicKey: stored.publicKey, privateKey: cipher.decrypt(stored.privateKey, NAME) };
  } catch {
    throw new Error(
      'The VAPID key in server_keys cannot be decrypted: it was sealed with another SECRETS_KEY (servers sharing a database must share SECRETS_KEY)',
    );
  }
}

async function readStored(db: Database) {
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, NAME));
  if (!row) return null;
  const parsed = z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(storedSchema)
    .safeParse(row.value);
  if (!parsed.success) throw new Error('The VAPID key in server_keys is not in the expected form');
  return parsed.data;
}

async function createStored(db: Database, cipher: TokenCipher) {
  const { default: webpush } = await import('web-push');
  const keys = webpush.generateVAPIDKeys();
  const value = JSON.stringify({ publicKey: keys.publicKey, privateKey: cipher.encrypt(keys.privateKey, NAME) });
  // Servers starting together may each generate a pair: the first insert wins and all read it back.
  await db.insert(serverKeys).values({ name: NAME, value }).onConflictDoNothing();
  const stored = await readStored(db);
  if (!stored) throw new Error('The VAPID key could not be stored in server_keys');
  return stored;
}
