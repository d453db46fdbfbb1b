import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot import.
const ARGON2ID = 2;

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane (~14 ms per hash here).
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so response times do not reveal which usernames exist. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
