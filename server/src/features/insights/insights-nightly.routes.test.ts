import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { insightResults, sessions } from '../../db/schema';
import { insightsPorts } from '../../insights-ports';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { COLD_HRV, dayAgo, logCold, readAnswer } from './insights-test-helpers';
import { runInsightsRound } from './insights-nightly';

/**
 * The nightly round, run by hand for its own people (the test apps share one database and run no
 * worker): each active person is worked out once per night, claimed so two servers never do the
 * same person, and someone who has not used the app for a month is left alone.
 */

let app: App;
// One pool for the file: a pool per call would hold connections until the file ends.
let shared: Database | undefined;
const db = () => (shared ??= testDatabase().db);
const deps = () => ({ db: db(), ports: insightsPorts });
const round = (people: Person[]) => runInsightsRound(deps(), { scope: { userIds: people.map((person) => person.user.id) } });
const resultOf = async (person: Person) => (await db().select().from(insightResults).where(eq(insightResults.userId, person.user.id)))[0];

beforeAll(async () => {
  app = await createTestApp();
});

async function activePerson(): Promise<Person> {
  const person = await signUp(app);
  await logCold(person.user.id, [dayAgo(1)]);
  return person;
}

describe('the nightly round', () => {
  it('works out each active person once a night, and again the next night', async () => {
    const person = await activePerson();
    expect(await round([person])).toBe(1);
    const stored = await resultOf(person);
    expect(stored?.answer).toMatchObject({ insights: expect.arrayContaining([expect.objectContaining({ key: COLD_HRV })]) });
    expect(stored?.claimedUntil).toBeNull();
    // What a read answers is what the round stored.
    expect(await readAnswer(app, person)).toEqual(stored!.answer);

    expect(await round([person])).toBe(0);
    await db()
      .update(insightResults)
      .set({ computedAt: sql`now() - interval '1 day'` })
      .where(eq(insightResults.userId, person.user.id));
    expect(await round([person])).toBe(1);
  });

  it('gives each person to one server only: a leased person is not claimed again', async () => {
    const person = await activePerson();
    const other = await activePerson();
    // Another server holds this person's lease.
    await db()
      .insert(insightResults)
      .values({ userId: person.user.id, claimedUntil: sql`now() + interval '10 minutes'` });
    const [first, second] = await Promise.all([round([person, other]), round([person, other])]);
    expect(first + second).toBe(1);
    expect((await resultOf(person))?.answer).toBeNull();
    expect((await resultOf(other))?.answer).not.toBeNull();
  });

  it('leaves alone people who have not used the app for 30 days', async () => {
    const person = await activePerson();
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '40 days'` })
      .where(eq(sessions.userId, person.user.id));
    await db().execute(sql`UPDATE users SET last_login_at = now() - interval '40 days' WHERE id = ${person.user.id}`);
    expect(await round([person])).toBe(0);
    expect(await resultOf(person)).toBeUndefined();
  });
});
