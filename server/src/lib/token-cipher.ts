import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePrivateDirSync } from './private-files';

/**
 * Encrypts what the server must read back later (a wearable's OAuth tokens) with AES-256-GCM. The
 * key is derived from the operator's SECRETS_KEY, or from a random one generated into the data
 * folder on first start; servers sharing one database must share the key. A stolen database dump
 * alone then holds no usable token, and a value moved to another row fails its check.
 */
export type TokenCipher = {
  /** `context` binds the value to where it is stored (such as "oura:42"): decrypting elsewhere fails. */
  encrypt(plaintext: string, context: string): string;
  decrypt(sealed: string, context: string): string;
};

const VERSION = 'v1';
const KEY_FILE = 'secrets.key';

/** The operator's key, or the data folder's (created once, readable by the server's user only). */
export function loadSecretsKey(secretsKey: string | undefined, dataDir: string): string {
  if (secretsKey) return secretsKey;
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  makePrivateDirSync(dataDir);
  const generated = randomBytes(32).toString('base64url');
  // 'wx': two servers starting at once on one folder cannot both write; the loser reads the winner's.
  try {
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

export function createTokenCipher(secretsKey: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, 'ultimate-human', 'token-encryption', 32));
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
