import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { createRateLimiter } from '../lib/rate-limit';
import { fakeStt, recordingForm, speechWav } from '../features/voice-journal/voice-test-helpers';
import { createTestApp, signUp, testConfig, testDatabase } from '../../test/test-app';
import { openBackup } from './archive-read';
import { readBack } from './load-tables';
import { readCatalogue, STABLE_TEXT_SETTINGS } from './catalogue';
import { restoreBackup } from './restore';
import { runBackup, type BackupResult } from './run-backup';
import { scratchConnection, verifyBackup } from './verify';

const { pool } = testDatabase();
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'uh-backup-test-'));
const dataDir = path.join(workDir, 'data');
const backupDir = path.join(workDir, 'backups');
const secretsKey = `${randomBytes(32).toString('base64url')}\n`;

let app: App;
let backup: BackupResult;
type Person = { cookie: string; entryId: number; exported: unknown; audio: Buffer };
const people: Person[] = [];
const databases: { name: string; handle: DatabaseHandle }[] = [];

const exportOf = async (on: App, cookie: string) => {
  const data = (await on.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
  return { ...data, exportedAt: undefined };
};
const audioOf = async (on: App, cookie: string, entryId: number) =>
  (await on.inject({ method: 'GET', url: `/api/journal/entries/${entryId}/audio`, headers: { cookie } })).rawPayload;

/** Protocol logs, settings, and a journal entry keeping its recording, all through the API. */
async function seedPerson(protein: number): Promise<Person> {
  const { cookie } = await signUp(app);
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload });
  await post('/api/protocols/thirty', { proteinAmount: protein, exerciseDuration: 1200 });
  await post('/api/protocols/cold', {
    exposureMethod: 'cold_plunge',
    temperature: 11,
    temperatureUnit: 'C',
    duration: 90,
    completed: true,
  });
  await post('/api/biometrics', { weight: 170 + protein / 10, heartRate: 55, sleepDuration: 7.25 });
  await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { theme: 'light' } });
  const form = recordingForm(speechWav(0.5));
  const processed = (
    await app.inject({ method: 'POST', url: '/api/voice/process', headers: { cookie, ...form.headers }, payload: form.payload })
  ).json();
  const entry = (
    await post('/api/journal/entries', {
      type: 'note',
      summary: `Felt good after ${protein} g`,
      details: { text: `Felt good after ${protein} g` },
      recordingId: processed.recordingId,
      transcription: processed.transcription,
    })
  ).json();
  const audio = await audioOf(app, cookie, entry.id);
  expect(audio.length).toBeGreaterThan(1000);
  return { cookie, entryId: entry.id, exported: await exportOf(app, cookie), audio };
}

/** A new, empty database on the test server, dropped after the file. */
async function freshDatabase(): Promise<DatabaseHandle> {
  const name = `uh_restore_${randomBytes(5).toString('hex')}`;
  await pool.query(`CREATE DATABASE ${name}`);
  const handle = connectDatabase(scratchConnection(pool.options, name).connectionString!, 3, () => {});
  databases.push({ name, handle });
  return handle;
}

beforeAll(async () => {
  app = await createTestApp({}, { sttProvider: fakeStt('felt good today') });
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(path.join(dataDir, 'secrets.key'), secretsKey);
  people.push(await seedPerson(30), await seedPerson(45));
  backup = await runBackup({ pool, dataDir, secretsKey: undefined, dir: backupDir });
});

afterAll(async () => {
  for (const { name, handle } of databases) {
    await handle.close();
    await pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await fs.rm(workDir, { recursive: true, force: true });
});

describe('a backup', () => {
  it('holds every table, the migration record and the secrets key, and verifies by restoring', async () => {
    expect(backup.verified).toEqual({ ok: true, problems: [] });
    expect(path.basename(backup.file)).toMatch(/^ultimate-human-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(backup.bytes).toBe((await fs.stat(backup.file)).size);
    const names = backup.tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['drizzle.__drizzle_migrations', 'public.users', 'public.voice_recordings']));
    // Loading order: a table after the ones it refers to.
    expect(names.indexOf('public.users')).toBeLessThan(names.indexOf('public.voice_recordings'));
    expect(names.indexOf('public.voice_recordings')).toBeLessThan(names.indexOf('public.journal_entries'));
    const opened = await openBackup(backup.file, undefined);
    opened.close();
    expect(opened.manifest.lastMigration).toMatch(/^\d{4}_/);
    expect(opened.sideFiles).toEqual([{ name: 'secrets.key', content: Buffer.from(secretsKey) }]);
  });

  it('restores into an empty database: the same exports, recordings, checksums and secrets key', async () => {
    const restored = await freshDatabase();
    const restoredDataDir = path.join(workDir, 'restored-data');
    const result = await restoreBackup({ pool: restored.pool, file: backup.file, dataDir: restoredDataDir });
    expect(result.rows).toBe(backup.rows);
    expect(await fs.readFile(path.join(restoredDataDir, 'secrets.key'), 'utf8')).toBe(secretsKey);

    const client = await restored.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(STABLE_TEXT_SETTINGS);
      const digests = await readBack(client, await readCatalogue(client));
      await client.query('COMMIT');
      for (const table of backup.tables) expect({ name: table.name, ...digests.get(table.name) }).toMatchObject(table);
    } finally {
      client.release();
    }

    const { db } = restored;
    const restoredApp = await buildApp(
      { config: testConfig(), db, limiter: createRateLimiter(db), checkDatabase: async () => void (await db.execute(sql`SELECT 1`)) },
      { webDistDir: '/nonexistent-web-dist', logger: false },
    );
    try {
      for (const person of people) {
        expect(await exportOf(restoredApp, person.cookie)).toEqual(person.exported);
        expect((await audioOf(restoredApp, person.cookie, person.entryId)).equals(person.audio)).toBe(true);
      }
      // Sequences moved past the loaded rows: a new person gets a new id.
      const { user } = await signUp(restoredApp);
      expect(user.id).toBeGreaterThan(0);
    } finally {
      await restoredApp.close();
    }
  });

  it('is refused, with a message, when a byte is flipped or the file is cut short', async () => {
    const bytes = await fs.readFile(backup.file);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0x01;
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.7));
    for (const [name, content] of [
      ['flipped.tar.gz', flipped],
      ['cut.tar.gz', cut],
    ] as const) {
      const file = path.join(workDir, name);
      await fs.writeFile(file, content);
      const result = await verifyBackup({ pool, file });
      expect(result.ok).toBe(false);
      expect(result.problems.join('\n')).toMatch(/damaged|truncated|checksum|failed/i);
      expect(result.problems.join('\n')).not.toMatch(/\n\s+at /);
    }
  });

  it('sealed with a passphrase, opens with that passphrase only', async () => {
    const sealed = await runBackup({
      pool,
      dataDir,
      secretsKey: 'an-operator-key',
      dir: backupDir,
      passphrase: 'right horse',
      scryptWorkFactor: 10,
    });
    expect(sealed.verified).toEqual({ ok: true, problems: [] });
    expect(sealed.file).toMatch(/\.tar\.gz\.age$/);
    expect((await fs.readFile(sealed.file)).includes(Buffer.from('public.users'))).toBe(false);
    const wrong = await verifyBackup({ pool, file: sealed.file, passphrase: 'wrong horse' });
    expect(wrong).toMatchObject({ ok: false, problems: [expect.stringMatching(/passphrase does not open/)] });
    const none = await verifyBackup({ pool, file: sealed.file });
    expect(none).toMatchObject({ ok: false, problems: [expect.stringMatching(/is encrypted: set BACKUP_PASSPHRASE/)] });
  });

  it('refuses a database that holds data, and a different secrets key, unless forced', async () => {
    const elsewhere = path.join(workDir, 'other-data');
    await expect(restoreBackup({ pool, file: backup.file, dataDir: elsewhere })).rejects.toThrow(/already holds data/);
    await fs.mkdir(elsewhere, { recursive: true });
    await fs.writeFile(path.join(elsewhere, 'secrets.key'), 'another key\n');
    const empty = await freshDatabase();
    await expect(restoreBackup({ pool: empty.pool, file: backup.file, dataDir: elsewhere })).rejects.toThrow(
      /differs from the one in the backup/,
    );
    expect(await fs.readFile(path.join(elsewhere, 'secrets.key'), 'utf8')).toBe('another key\n');
  });
});
