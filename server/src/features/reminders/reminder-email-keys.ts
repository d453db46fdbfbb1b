import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Keyed hashes for the e-mail channel, from the server's secrets key (server/src/lib/token-cipher.ts),
 * which every server sharing the database shares: the confirmation code is kept only as a hash,
 * and an unsubscribe link carries a signature no one without the key can make.
 */
export type ReminderEmailKeys = {
  /** What is stored of a confirmation code: bound to its person and address. */
  codeHash(userId: number, address: string, code: string): string;
  /** The token of a person's unsubscribe link, bound to the address it was sent to. */
  unsubscribeToken(userId: number, address: string): string;
  /** The person a token names, if its signature matches `addressOf` that person; null otherwise. */
  verifyUnsubscribeToken(token: string, addressOf: (userId: number) => Promise<string | null>): Promise<number | null>;
};

const normalised = (address: string) => address.trim().toLowerCase();

export function createReminderEmailKeys(secretsKey: string): ReminderEmailKeys {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, 'ultimate-human', 'reminder-email', 32));
  const sign = (...parts: (string | number)[]) => createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
  const signature = (userId: number, address: string) => sign('unsubscribe', userId, normalised(address));
  return {
    codeHash: (userId, address, code) => sign('code', userId, normalised(address), code),
    unsubscribeToken: (userId, address) => `${userId}.${signature(userId, address)}`,
    async verifyUnsubscribeToken(token, addressOf) {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const address = await addressOf(userId);
      if (address === null) return null;
      const expected = Buffer.from(signature(userId, address));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
    },
  };
}

/** Compares a stored code hash with a fresh one in constant time. */
export function isSameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(computed);
  return a.length === b.length && timingSafeEqual(a, b);
}
