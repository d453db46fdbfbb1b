import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../test/test-app';
import { serverKeys } from '../../../db/schema';
import { createTokenCipher } from '../../../lib/token-cipher';
import { loadVapidKeys } from './vapid-keys';

// The test database is shared and the 'vapid' row may already be there, made by another test file
// through the test app: the same SECRETS_KEY opens it. Nothing here deletes the row.
const cipher = createTokenCipher('a-test-secrets-key-that-is-long-enough');

describe('loadVapidKeys', () => {
  const { db } = testDatabase();

  it('gives servers starting together one and the same key pair, and the same again later', async () => {
    const [first, second] = await Promise.all([loadVapidKeys(db, cipher), loadVapidKeys(db, cipher)]);
    expect(second).toEqual(first);
    expect(await loadVapidKeys(db, cipher)).toEqual(first);

    // A P-256 pair whose halves belong together: the public key follows from the private one.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.publicKey);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps the private key sealed, bound to its row', async () => {
    const keys = await loadVapidKeys(db, cipher);
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
    expect(row?.value).not.toContain(keys.privateKey);

    const stored = JSON.parse(row?.value ?? '{}') as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(keys.publicKey);
    expect(stored.privateKey).toMatch(/^v1\./);
    expect(cipher.decrypt(stored.privateKey, 'vapid')).toBe(keys.privateKey);
    expect(() => cipher.decrypt(stored.privateKey, 'oura:1')).toThrow();
  });

  it('says what is wrong when the row was sealed with another SECRETS_KEY', async () => {
    await loadVapidKeys(db, cipher);
    await expect(loadVapidKeys(db, createTokenCipher('another-secrets-key-of-at-least-32-chars'))).rejects.toThrow(
      /sealed with another SECRETS_KEY/,
    );
  });
});
