import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OPERATOR_ALERT_KIND } from '@uh/core/reminders/operator-alert.logic';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupRuns, reminderDeliveries } from '../db/schema';
import { queueOperatorAlert } from '../features/reminders/operator-alerts';
import { runReminderRound } from '../features/reminders/reminder-scheduler';
import { testReminderSender } from '../features/reminders/reminder-test-helpers';
import { createFreshServer, newPerson, register } from '../features/admin/admin-test-helpers';
import { reminderPorts } from '../reminder-ports';
import { startFakeNtfyServer } from '../../test/fake-ntfy-server';
import { reminderSettingsWith } from '../../test/reminder-helpers';
import { runScheduledBackup, type ScheduledBackupDeps } from './scheduled-backup';

/*
 * Scheduled backups on a server of their own (a fresh database, so a backup holds only this file's
 * people): due once per interval, one at a time, the newest files kept, the outcome on the admin
 * page, and a failure sent to the admin through their reminder channel (a local ntfy server).
 */
const HOUR = 3_600_000;
const METRICS_TOKEN = 'metrics-token-for-the-backup-tests';
const { app, db } = await createFreshServer({ METRICS_TOKEN });
const admin = await register(app, newPerson('keeper'));
const ntfy = await startFakeNtfyServer();
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'uh-scheduled-backup-'));
afterAll(async () => {
  await ntfy.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

const saved = await app.inject({
  method: 'PUT',
  url: '/api/reminders',
  headers: { cookie: admin.cookie },
  payload: reminderSettingsWith({ channels: { ntfy: { enabled: true, topicUrl: `${ntfy.url}/ops` } } }),
});
expect(saved.statusCode, saved.body).toBe(200);

const backupDir = path.join(workDir, 'backups');
const deps = (dir = backupDir): ScheduledBackupDeps => ({
  db,
  backup: { dataDir: path.join(workDir, 'data'), secretsKey: 'a-test-secrets-key-that-is-long-enough', dir },
  intervalMs: 24 * HOUR,
  keep: 2,
  alert: async (key, message, now) => {
    await queueOperatorAlert(db, { adminUsernames: [], demoAccount: null }, { key, message }, now);
  },
});
const start = Date.now();
const at = (hours: number) => new Date(start + hours * HOUR);
const metric = async (name: string) => {
  const body = (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1).replace(/^nan$/i, 'NaN'));
};
const status = async () => (await app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie: admin.cookie } })).json();

describe('scheduled backups', () => {
  it('backs up when one is due, verifies it, and waits out the interval', async () => {
    expect(await metric('uh_backup_last_verified_age_seconds')).toBeNaN();
    const first = await runScheduledBackup(deps(), at(0));
    expect(first).toMatchObject({ ran: true, status: 'verified', message: null });
    expect(await fs.readdir(backupDir)).toHaveLength(1);
    expect(await runScheduledBackup(deps(), at(23))).toEqual({ ran: false });
    expect((await status()).lastBackup).toMatchObject({ status: 'verified', message: null, lastVerifiedAt: expect.any(String) });
    expect(await metric('uh_backup_last_verified_age_seconds')).toBeLessThan(60);
    expect(await metric('uh_backup_last_run_failed')).toBe(0);
  });

  it('keeps the newest files only, and leaves other files in the folder alone', async () => {
    await fs.writeFile(path.join(backupDir, 'notes.txt'), 'mine');
    expect(await runScheduledBackup(deps(), at(24))).toMatchObject({ ran: true, status: 'verified' });
    expect(await runScheduledBackup(deps(), at(48))).toMatchObject({ ran: true, status: 'verified' });
    const files = (await fs.readdir(backupDir)).sort();
    expect(files).toHaveLength(3);
    expect(files).toContain('notes.txt');
    expect(files.filter((name) => name.endsWith('.tar.gz'))).toEqual([
      expect.stringContaining(at(24).toISOString().slice(0, 13)),
      expect.stringContaining(at(48).toISOString().slice(0, 13)),
    ]);
  });

  it('starts none while another server’s backup is running', async () => {
    const [running] = await db
      .insert(backupRuns)
      .values({ startedAt: at(72) })
      .returning();
    expect(await runScheduledBackup(deps(), at(73))).toEqual({ ran: false });
    await db
      .update(backupRuns)
      .set({ status: 'verified', finishedAt: at(73) })
      .where(eq(backupRuns.id, running!.id));
  });

  it('records a failure, keeps the good files, and tells the admin through their channel, once', async () => {
    const notAFolder = path.join(workDir, 'a-file');
    await fs.writeFile(notAFolder, 'in the way');
    const failed = await runScheduledBackup(deps(notAFolder), at(100));
    expect(failed).toMatchObject({ ran: true, status: 'failed', message: expect.any(String) });
    expect((await fs.readdir(backupDir)).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2);

    const lastBackup = (await status()).lastBackup;
    expect(lastBackup).toMatchObject({ status: 'failed', lastVerifiedAt: at(73).toISOString() });
    expect(await metric('uh_backup_last_run_failed')).toBe(1);

    const alerts = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.kind, OPERATOR_ALERT_KIND));
    expect(alerts.map((row) => row.userId)).toEqual([admin.id, admin.id, admin.id]);
    const sender = testReminderSender(db);
    await runReminderRound({ db, sender, ports: reminderPorts }, at(100), { userIds: [admin.id] });
    const published = ntfy.to('ops');
    expect(published).toHaveLength(1);
    expect(published[0]!.headers.title).toBe('Backup failed');
    expect(String(published[0]!.body)).toContain("The server's backup failed: ");
    await runReminderRound({ db, sender, ports: reminderPorts }, at(101), { userIds: [admin.id] });
    expect(ntfy.to('ops')).toHaveLength(1);
  });
});
