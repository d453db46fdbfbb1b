import type { ReminderSettings } from '@uh/core/reminders/reminders.schema';
import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import type { Database } from '../../db/client';
import { reminderSettings } from '../../db/schema';
import { createTokenCipher } from '../../lib/token-cipher';
import { startFakeNtfyServer } from '../../../test/fake-ntfy-server';
import { reminderSettingsWith } from '../../../test/reminder-helpers';
import { createTestApp, signUp, testDatabase, uniqueName } from '../../../test/test-app';
import { createReminderEmailKeys } from './reminder-email-keys';
import { reminderPorts } from '../../reminder-ports';
import { runReminderRound } from './reminder-scheduler';
import { createReminderSender, type ReminderSender } from './reminder-sender';

const SECRETS_KEY = 'a-test-secrets-key-that-is-long-enough';

/** Well before the fake clock's days: when the people's reminder settings count as saved. */
export const LONG_AGO = new Date('2025-12-01T00:00:00Z');

// One pool for the file: a pool per call would hold connections until the file ends.
let shared: Database | undefined;
export const db = () => (shared ??= testDatabase().db);

/** A sender as a server builds it, on its own `db`, allowed to publish to the ntfy server on 127.0.0.1. */
export const testReminderSender = (on: Database) =>
  createReminderSender({
    db: on,
    cipher: createTokenCipher(SECRETS_KEY),
    publicUrl: 'https://health.example.com',
    smtp: null,
    vapidSubject: 'mailto:ops@example.com',
    ntfyAllowPrivateNetworks: true,
    emailKeys: createReminderEmailKeys(SECRETS_KEY),
  });

/**
 * The app, a local ntfy server and a sender, for tests that run the scheduler's rounds themselves on
 * a fake clock, each for their own people only. Closed after the file's tests.
 */
export async function startReminderRounds() {
  const app = await createTestApp();
  const ntfy = await startFakeNtfyServer();
  afterAll(() => ntfy.close());
  const sender = testReminderSender(db());

  /** One round at `at`, for `userIds` only. */
  const round = (at: string | Date, userIds: number[], on: ReminderSender = sender) =>
    runReminderRound({ db: db(), sender: on, ports: reminderPorts }, new Date(at), { userIds });

  /** A person whose reminders go to their own ntfy topic, switched on well before the fake clock's day. */
  async function personWith(schedule: Partial<ReminderSettings['schedule']> = {}) {
    const person = await signUp(app);
    const topic = uniqueName('topic');
    const payload = reminderSettingsWith({ schedule, channels: { ntfy: { enabled: true, topicUrl: `${ntfy.url}/${topic}` } } });
    const saved = await app.inject({ method: 'PUT', url: '/api/reminders', headers: { cookie: person.cookie }, payload });
    expect(saved.statusCode).toBe(200);
    await db().update(reminderSettings).set({ updatedAt: LONG_AGO }).where(eq(reminderSettings.userId, person.user.id));
    return { ...person, userId: person.user.id, published: () => ntfy.to(topic) };
  }

  return { app, ntfy, round, personWith };
}

export type ReminderRounds = Awaited<ReturnType<typeof startReminderRounds>>;
