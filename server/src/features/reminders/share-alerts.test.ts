import { addDays, localDateOf, startOfWeek } from '@uh/core/common/calendar.logic';
import { PRESET_SCOPES } from '@uh/core/sharing/share-grants.logic';
import { beforeAll, describe, expect, it } from 'vitest';
import { thirtyThirtyThirtyLogs } from '../../db/schema';
import type { App } from '../../app';
import { signUp } from '../../../test/test-app';
import { db, startReminderRounds, type ReminderRounds } from './reminder-test-helpers';

let app: App;
let round: ReminderRounds['round'];
let personWith: ReminderRounds['personWith'];
beforeAll(async () => {
  ({ app, round, personWith } = await startReminderRounds());
});

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (person: Person, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });

/** An owner sharing with a grantee whose reminders go to ntfy, accepted. */
async function sharing(body: object) {
  const owner = await signUp(app, { displayName: 'Alex' });
  const grantee = await personWith();
  const made = await call(owner, 'POST', '/api/sharing/grants', { grantee: grantee.account.username, ...body });
  const grant = made.json() as { id: number; alerts: boolean };
  await call(grantee, 'POST', `/api/sharing/received/${grant.id}/accept`);
  return { owner, grantee, grant };
}

const startFast = (owner: Person, hoursAgo: number) =>
  call(owner, 'POST', '/api/protocols/fasting', {
    userId: owner.user.id,
    startTime: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
    targetHours: 16,
  });

describe('alerts to the people someone shares with', () => {
  it('tells a household grantee once, through their own channel, when a fast passes 48 hours', async () => {
    const { owner, grantee, grant } = await sharing({ preset: 'household', scopes: PRESET_SCOPES.household });
    expect(grant.alerts).toBe(true);
    expect((await startFast(owner, 47)).statusCode).toBe(201);
    await round(new Date(), [grantee.userId]);
    expect(grantee.published()).toHaveLength(0);

    const later = new Date(Date.now() + 2 * 3_600_000);
    await round(later, [grantee.userId]);
    await round(later, [grantee.userId]);
    expect(grantee.published()).toHaveLength(1);
    expect(grantee.published()[0]?.headers.title).toBe("Alex's fast has passed 48 hours");
    expect(grantee.published()[0]?.headers.click).toBe(`https://health.example.com/shared/${grant.id}`);
  });

  it('tells of a daily protocol missed 3 days running, once per run', async () => {
    const { owner, grantee } = await sharing({ preset: 'household', scopes: PRESET_SCOPES.household });
    const today = localDateOf(new Date(), 'UTC');
    await db()
      .insert(thirtyThirtyThirtyLogs)
      .values({
        userId: owner.user.id,
        proteinGrams: 30,
        exerciseSeconds: 1800,
        completed: true,
        timeZone: 'UTC',
        localDay: addDays(today, -4),
        timestamp: new Date(`${addDays(today, -4)}T08:00:00Z`),
      });
    await round(new Date(), [grantee.userId]);
    await round(new Date(), [grantee.userId]);
    expect(grantee.published().map((message) => message.headers.title)).toEqual(['Alex has missed 30-30-30 3 days running']);
  });

  it('tells nobody through a grant without alerts, without the domain, or once it has ended', async () => {
    const coach = await sharing({ preset: 'coach', scopes: PRESET_SCOPES.coach });
    expect(coach.grant.alerts).toBe(false);
    await startFast(coach.owner, 50);
    const noFasting = await sharing({ scopes: { cold: 'read' }, alerts: true });
    await startFast(noFasting.owner, 50);
    const ended = await sharing({ preset: 'household', scopes: PRESET_SCOPES.household });
    await call(ended.owner, 'DELETE', `/api/sharing/grants/${ended.grant.id}`);
    await startFast(ended.owner, 50);
    for (const { grantee } of [coach, noFasting, ended]) {
      await round(new Date(), [grantee.userId]);
      expect(grantee.published()).toEqual([]);
    }
  });
});

describe('the weekly sharing summary', () => {
  it('tells the owner on Monday from 09:00, once, who opened what they share in the week before', async () => {
    const owner = await personWith({ sharingSummary: { enabled: true } });
    const grantee = await signUp(app, { displayName: 'Sam' });
    const made = await call(owner, 'POST', '/api/sharing/grants', {
      grantee: grantee.account.username,
      preset: 'household',
      scopes: PRESET_SCOPES.household,
    });
    const { id } = made.json() as { id: number };
    await call(grantee, 'POST', `/api/sharing/received/${id}/accept`);
    for (const path of ['', '/progress', '/fasting']) {
      await app.inject({ method: 'GET', url: `/api/shared/${id}${path}`, headers: { cookie: grantee.cookie } });
    }
    await call(owner, 'POST', '/api/sharing/links', {});

    const monday = addDays(startOfWeek(localDateOf(new Date(), 'UTC'), 1), 7);
    await round(`${monday}T08:59:00Z`, [owner.userId]);
    expect(owner.published()).toEqual([]);
    await round(`${monday}T09:00:30Z`, [owner.userId]);
    await round(`${monday}T09:05:00Z`, [owner.userId]);
    expect(owner.published()).toHaveLength(1);
    expect(owner.published()[0]?.headers.title).toBe('Who saw what you share last week');
    expect(owner.published()[0]?.body).toBe('Sam: 3 views.');
  });

  it('is not sent unless switched on, nor to someone who shares nothing', async () => {
    const off = await personWith();
    const grantee = await signUp(app);
    await call(off, 'POST', '/api/sharing/grants', { grantee: grantee.account.username, scopes: { cold: 'read' } });
    const sharesNothing = await personWith({ sharingSummary: { enabled: true } });
    const monday = addDays(startOfWeek(localDateOf(new Date(), 'UTC'), 1), 7);
    for (const person of [off, sharesNothing]) {
      await round(`${monday}T10:00:00Z`, [person.userId]);
      expect(person.published()).toEqual([]);
    }
  });
});
