import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, startEmbeddedPostgres } from './embedded-postgres';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.runIf(isRoot)('embedded PostgreSQL as root', () => {
  it('stops with a message that says what to change when the PostgreSQL user cannot reach the data folder', async () => {
    const privateParent = mkdtempSync(path.join(os.tmpdir(), 'uh-private-'));
    tempDirs.push(privateParent);
    chmodSync(privateParent, 0o700);
    const dataDir = path.join(privateParent, 'data');
    mkdirSync(dataDir);
    const attempt = startEmbeddedPostgres({ dataDir, port: 25_432, osUser: 'postgres', log: () => {} });
    await expect(attempt).rejects.toThrowError(EmbeddedPostgresError);
    await expect(attempt).rejects.toThrowError(`cannot enter ${privateParent}`);
    await expect(attempt).rejects.toThrowError(`chmod o+x ${privateParent}`);
  });
});
