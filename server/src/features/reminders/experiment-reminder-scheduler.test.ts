import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import type { ReminderSettings } from '@uh/core/reminders/reminders.schema';
import { instantAt } from '@uh/core/reminders/reminders.logic';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { reminderDeliveries, reminderSettings } from '../../db/schema';
import type { FakeNtfyServer } from '../../../test/fake-ntfy-server';
import { reminderSettingsWith } from '../../../test/reminder-helpers';
import { signUp, uniqueName } from '../../../test/test-app';
import { call } from '../custom-protocols/custom-protocols-test-helpers';
import { coldHrv, createExperiment } from '../experiments/experiments-test-helpers';
import { db, startReminderRounds, type ReminderRounds } from './reminder-test-helpers';

/**
 * Experiments' daily reminders through the real queue and a real channel (a local ntfy server),
 * with a fake clock on the days of an experiment made through the API: one per running day and
 * channel, at the morning time, in the words of the day's assignment; none switched off or stopped.
 */
let app: App;
let ntfy: FakeNtfyServer;
let round: ReminderRounds['round'];

beforeAll(async () => {
  ({ app, ntfy, round } = await startReminderRounds());
});

const ZONE = 'Europe/Berlin';
/** Tomorrow in Berlin: the API starts experiments today or later. */
const startDay = () => addDays(localDateOf(new Date(), ZONE), 1);
/** A Berlin wall-clock time on the experiment's `dayNumber`th day (1 is its start), `seconds` after it. */
const onDay = (dayNumber: number, time: string, seconds = 30) =>
  new Date(instantAt(addDays(startDay(), dayNumber - 1), time, ZONE).getTime() + seconds * 1000);

/** A person in Berlin whose reminders go to their own ntfy topic (and browser notifications), running the default cold-exposure experiment. */
async function personRunningExperiment(schedule: Partial<ReminderSettings['schedule']> = {}) {
  const person = await signUp(app);
  expect((await call(app, person, 'PATCH', '/api/settings', { timeZone: ZONE })).statusCode).toBe(200);
  const topic = uniqueName('topic');
  const settings = reminderSettingsWith({
    schedule,
    channels: { webPush: { enabled: true }, ntfy: { enabled: true, topicUrl: `${ntfy.url}/${topic}` } },
  });
  expect((await call(app, person, 'PUT', '/api/reminders', settings)).statusCode).toBe(200);
  const experiment = await createExperiment(app, person, coldHrv(startDay()));
  const userId = person.user.id;
  return {
    person,
    userId,
    experiment,
    published: () => ntfy.to(topic),
    experimentMessages: () => ntfy.to(topic).filter((request) => String(request.headers.title).startsWith('Experiment day')),
    deliveries: () =>
      db().select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId)).orderBy(asc(reminderDeliveries.channel)),
  };
}

describe('an experiment day’s reminder', () => {
  it('is planned once per channel at 08:00 in the person’s zone and tells the day’s assignment, once', async () => {
    const running = await personRunningExperiment();
    await round(onDay(1, '07:59'), [running.userId]);
    expect(running.published()).toHaveLength(0);

    expect(await round(onDay(1, '08:00'), [running.userId])).toMatchObject({ planned: 2 });
    const rows = await running.deliveries();
    expect(rows.map((row) => [row.channel, row.occurrenceKey, row.kind])).toEqual([
      ['ntfy', `experiment:${running.experiment.id}:${startDay()}`, 'experiment'],
      ['webPush', `experiment:${running.experiment.id}:${startDay()}`, 'experiment'],
    ]);
    expect(rows[0]?.dueAt.toISOString()).toBe(instantAt(startDay(), '08:00', ZONE).toISOString());
    expect(running.published()).toHaveLength(1);
    expect(running.published()[0]?.headers.title).toBe('Experiment day 1 of 27');
    expect(running.published()[0]?.body).toBe('Baseline — as usual, without cold exposure.');
    expect(running.published()[0]?.headers.click).toBe(`https://health.example.com/experiments/${running.experiment.id}`);

    // Planning again that day, or on another server, adds nothing and sends nothing twice.
    expect(await round(onDay(1, '08:05'), [running.userId])).toMatchObject({ planned: 0 });
    expect(await round(onDay(1, '12:00'), [running.userId])).toMatchObject({ planned: 0 });
    expect(running.published()).toHaveLength(1);

    // Day 8 opens the first on block, day 12 the first off block (ABAB after a 7-day baseline).
    await round(onDay(8, '08:00'), [running.userId]);
    await round(onDay(12, '08:00'), [running.userId]);
    expect(
      running
        .published()
        .slice(1)
        .map((request) => [request.headers.title, request.body]),
    ).toEqual([
      ['Experiment day 8 of 27', 'Today: on — do a cold shower or plunge.'],
      ['Experiment day 12 of 27', 'Today: off — skip it.'],
    ]);
  });

  it('is caught up later the same day, but not once the day is over, nor after the plan’s last day', async () => {
    const running = await personRunningExperiment();
    // The server was down at 08:00 on day 2: the evening round still tells that day.
    await round(onDay(2, '20:00'), [running.userId]);
    expect(running.experimentMessages().map((request) => request.headers.title)).toEqual(['Experiment day 2 of 27']);
    // Down from then until just after day 3 ended: day 3 is not told on day 4 before its own time.
    await round(onDay(4, '00:30'), [running.userId]);
    expect(running.experimentMessages()).toHaveLength(1);
    await round(onDay(27, '08:00'), [running.userId]);
    await round(onDay(28, '08:00'), [running.userId]);
    expect(running.experimentMessages().map((request) => request.headers.title)).toEqual([
      'Experiment day 2 of 27',
      'Experiment day 27 of 27',
    ]);
  });

  it('follows the person’s morning time when their 30-30-30 reminder has one', async () => {
    const running = await personRunningExperiment({ morningThirty: { enabled: true, time: '06:30' } });
    await round(onDay(3, '06:29'), [running.userId]);
    expect(running.experimentMessages()).toHaveLength(0);
    await round(onDay(3, '06:30'), [running.userId]);
    expect(running.experimentMessages().map((request) => request.headers.title)).toEqual(['Experiment day 3 of 27']);
  });

  it('is not sent when the person switched experiment reminders off', async () => {
    const running = await personRunningExperiment({ experiments: { enabled: false } });
    expect(await round(onDay(1, '08:00'), [running.userId])).toMatchObject({ planned: 0 });
    await round(onDay(8, '09:00'), [running.userId]);
    expect(running.published()).toHaveLength(0);
  });

  it('stops with the experiment, even when a day was planned before it was stopped', async () => {
    const running = await personRunningExperiment();
    await round(onDay(1, '08:00'), [running.userId]);
    expect(running.published()).toHaveLength(1);
    // Day 2's first try is refused, so it waits for another try; the person stops the experiment meanwhile.
    ntfy.next({ status: 503 });
    expect(await round(onDay(2, '08:00'), [running.userId])).toMatchObject({ outcomes: { retry: 1 } });
    const stopped = await call(app, running.person, 'PATCH', `/api/experiments/${running.experiment.id}`, { stop: true });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await round(onDay(2, '08:10'), [running.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    expect(await round(onDay(3, '08:00'), [running.userId])).toMatchObject({ planned: 0 });
    expect(running.published()).toHaveLength(2); // day 1, and the refused try of day 2
  });

  it('is on for settings saved before the switch existed, which keep everything else', async () => {
    const running = await personRunningExperiment({ morningThirty: { enabled: true, time: '06:45' } });
    const [row] = await db().select().from(reminderSettings).where(eq(reminderSettings.userId, running.userId));
    const { experiments: _experiments, ...olderSchedule } = (row!.settings as ReminderSettings).schedule;
    await db()
      .update(reminderSettings)
      .set({ settings: { ...(row!.settings as ReminderSettings), schedule: olderSchedule }, updatedAt: new Date() })
      .where(eq(reminderSettings.userId, running.userId));

    const read = await call(app, running.person, 'GET', '/api/reminders');
    expect(read.json()).toMatchObject({ schedule: { experiments: { enabled: true }, morningThirty: { enabled: true, time: '06:45' } } });
    await round(onDay(1, '06:45'), [running.userId]);
    expect(running.experimentMessages().map((request) => request.headers.title)).toEqual(['Experiment day 1 of 27']);
  });
});
