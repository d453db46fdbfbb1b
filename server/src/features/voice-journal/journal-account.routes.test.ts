import { localDateOf } from '@uh/core/common/calendar.logic';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { fakeStt, recordingForm, speechWav } from './voice-test-helpers';

let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { sttProvider: fakeStt('drank 20 ounces of water') });
});

const post = (cookie: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload });
const exportOf = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A recording processed and kept with a water entry, a meal and a note. */
async function seedJournal(cookie: string) {
  const form = recordingForm(speechWav());
  const processed = (
    await app.inject({ method: 'POST', url: '/api/voice/process', headers: { cookie, ...form.headers }, payload: form.payload })
  ).json();
  await post(cookie, '/api/journal/entries', {
    type: 'water',
    summary: 'Water · 20 oz',
    details: { ounces: 20 },
    transcription: processed.transcription,
    recordingId: processed.recordingId,
    timestamp: minutesAgo(30),
  });
  await post(cookie, '/api/journal/entries', {
    type: 'meal',
    summary: 'Meal · eggs, "scrambled" · 30 g protein',
    details: { description: 'eggs, "scrambled"', proteinGrams: 30 },
    timestamp: minutesAgo(20),
  });
  await post(cookie, '/api/journal/entries', {
    type: 'note',
    summary: 'Slept badly',
    details: { text: 'Slept badly' },
    timestamp: minutesAgo(10),
  });
  return { latestDay: localDateOf(new Date(Date.now() - 10 * 60_000), 'UTC') };
}

describe('journal entries in the account export', () => {
  it('exports the entries without their audio, and an import into another account reproduces them', async () => {
    const original = await signUp(app);
    await seedJournal(original.cookie);
    const data = await exportOf(original.cookie);
    expect(data.records.journalEntries).toHaveLength(3);
    expect(data.records.journalEntries[0]).toEqual({
      timestamp: expect.any(String),
      type: 'water',
      summary: 'Water · 20 oz',
      details: { ounces: 20 },
      transcription: 'drank 20 ounces of water',
      timeZone: 'UTC',
      localDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(JSON.stringify(data)).not.toMatch(/recording|audio|createdLogs/i);

    const fresh = await signUp(app);
    const imported = await post(fresh.cookie, '/api/account/import', data);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().imported.journalEntries).toBe(3);
    expect((await exportOf(fresh.cookie)).records).toEqual(data.records);
    const again = await post(fresh.cookie, '/api/account/import', data);
    expect(again.json()).toMatchObject({ imported: { journalEntries: 0 }, skipped: { journalEntries: 3 } });
    const entries = (await app.inject({ method: 'GET', url: '/api/journal/entries', headers: { cookie: fresh.cookie } })).json();
    expect(entries.map((entry: { hasAudio: boolean; createdLogs: unknown[] }) => [entry.hasAudio, entry.createdLogs])).toEqual([
      [false, []],
      [false, []],
      [false, []],
    ]);
  });

  it('still imports files written before the journal, and refuses details that do not fit their type', async () => {
    const original = await signUp(app);
    await seedJournal(original.cookie);
    const data = await exportOf(original.cookie);
    const { journalEntries, ...older } = data.records;

    const fresh = await signUp(app);
    const response = await post(fresh.cookie, '/api/account/import', { ...data, records: older });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: { journalEntries: 0 }, skipped: { journalEntries: 0 } });

    const broken = { ...data, records: { ...data.records, journalEntries: [{ ...journalEntries[0], details: { ounces: 'lots' } }] } };
    const refused = await post(fresh.cookie, '/api/account/import', broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^records\.journalEntries\.0\.details\.ounces: /);
  });

  it('imports a cold entry written with the names of an earlier version, and shows it with the cold log’s names', async () => {
    const original = await signUp(app);
    await seedJournal(original.cookie);
    const data = await exportOf(original.cookie);
    const earlier = {
      timestamp: minutesAgo(40),
      type: 'cold_exposure',
      summary: 'Cold exposure · ice bath · 3 min at 50 °F',
      details: { method: 'ice_bath', durationSeconds: 180, temperature: 50, temperatureUnit: 'F' },
      transcription: null,
      timeZone: 'UTC',
      localDay: localDateOf(new Date(Date.now() - 40 * 60_000), 'UTC'),
    };
    const fresh = await signUp(app);
    const response = await post(fresh.cookie, '/api/account/import', {
      ...data,
      records: { ...data.records, journalEntries: [earlier, ...data.records.journalEntries] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().imported.journalEntries).toBe(4);
    const entries = (
      await app.inject({ method: 'GET', url: '/api/journal/entries?type=cold_exposure', headers: { cookie: fresh.cookie } })
    ).json();
    expect(entries[0].details).toEqual({ exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F' });
  });

  it('writes journalEntries.csv with the details as JSON in their cell', async () => {
    const { cookie } = await signUp(app);
    await seedJournal(cookie);
    const archive = (await app.inject({ method: 'GET', url: '/api/account/export.zip', headers: { cookie } })).rawPayload;
    const { inflateRawSync } = await import('node:zlib');
    const local = archive.indexOf(Buffer.from('journalEntries.csv')) - 30;
    const size = archive.readUInt32LE(local + 18);
    const start = local + 30 + archive.readUInt16LE(local + 26);
    const csv = inflateRawSync(archive.subarray(start, start + size)).toString();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('timestamp,type,summary,details,transcription,timeZone,localDay');
    expect(lines[2]).toContain(
      ',meal,"Meal · eggs, ""scrambled"" · 30 g protein","{""description"":""eggs, \\""scrambled\\"""",""proteinGrams"":30}",,UTC,',
    );
  });

  it('goes with the account, recordings included', async () => {
    const { cookie, account, user } = await signUp(app);
    await seedJournal(cookie);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(204);
    const { db } = testDatabase();
    for (const table of ['journal_entries', 'voice_recordings']) {
      const left = await db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE user_id = ${user.id}`,
      );
      expect({ table, count: left.rows[0]!.count }).toEqual({ table, count: 0 });
    }
  });
});

describe('the coach’s grounding', () => {
  it('counts the last 7 days of journal entries and names the latest, without the transcripts', async () => {
    const { cookie } = await signUp(app);
    const { latestDay } = await seedJournal(cookie);
    const response = await post(cookie, '/api/chat/completion', { messages: [{ role: 'user', content: 'How am I doing this week?' }] });
    expect(response.statusCode).toBe(200);
    const context: string = response.json().conversationContext;
    expect(context).toContain(`- Journal: 3 entries in the last 7 days (meal 1, water 1, note 1); latest: ${latestDay} "Slept badly"`);
    expect(context).toContain('"Water · 20 oz"');
    expect(context).not.toContain('drank 20 ounces of water');
  });
});
