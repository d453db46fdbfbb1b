import { addDays } from '@uh/core/common/calendar.logic';
import type { CustomDays, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { customHabitStrength } from '@uh/core/custom-protocols/custom-habit-strength.logic';
import { dayStats } from '@uh/core/custom-protocols/day-stats.logic';
import { evaluateDays } from '@uh/core/custom-protocols/day-state.logic';
import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { customProtocolEntries, customProtocolPauses, customProtocols, loggedEverythingDays } from '../../db/schema';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { call, createProtocol, type Person } from './custom-protocols-test-helpers';
import { toCustomEntry, toCustomPause } from './custom-protocols.storage';

/**
 * A person with three years of entries: each days answer must be what the product's rules make of
 * every entry, skip, pause and "I logged everything" day stored, read straight from the tables,
 * also right after a change made through the API or in the database by someone else.
 */

const TODAY = '2026-11-20';
const YEARS_OF_DAYS = 3 * 365;

let app: App;
let person: Person;
const { db } = testDatabase();
let protocols: CustomProtocol[];

/** Entries for every component on most days, some days skipped, a pause, some days left unknown. */
async function seedHistory(protocol: CustomProtocol) {
  for (const component of protocol.document.components) {
    const value = component.kind === 'text' ? 'NULL' : component.kind === 'check' ? '(d.n % 6 <> 1)::int' : '(d.n * 97) % 12000';
    const text = component.kind === 'text' ? `'Slept well'` : 'NULL';
    await db.execute(sql`
      INSERT INTO custom_protocol_entries (user_id, protocol_id, component_id, local_day, value, text)
      SELECT ${person.user.id}, ${protocol.id}, ${component.id}, ${TODAY}::date - d.n, ${sql.raw(value)}, ${sql.raw(text)}
      FROM generate_series(1, ${YEARS_OF_DAYS}) AS d(n), generate_series(1, 1 + (d.n % 4 = 0)::int) AS r(n)
      WHERE d.n % 11 <> 3 AND d.n % 29 <> 5`);
  }
  await db.execute(sql`
    INSERT INTO custom_protocol_entries (user_id, protocol_id, local_day, state, note)
    SELECT ${person.user.id}, ${protocol.id}, ${TODAY}::date - d.n, 'skipped', 'Travelling'
    FROM generate_series(1, ${YEARS_OF_DAYS}) AS d(n) WHERE d.n % 29 = 5`);
  await db.execute(sql`
    INSERT INTO custom_protocol_pauses (user_id, protocol_id, from_day, to_day)
    VALUES (${person.user.id}, ${protocol.id}, ${TODAY}::date - 300, ${TODAY}::date - 287)`);
}

beforeAll(async () => {
  app = await createTestApp();
  person = await signUp(app);
  protocols = [];
  for (const template of PROTOCOL_TEMPLATES) protocols.push(await createProtocol(app, person, template));
  for (const protocol of protocols) await seedHistory(protocol);
  await db.execute(sql`
    INSERT INTO logged_everything_days (user_id, local_day)
    SELECT ${person.user.id}, ${TODAY}::date - d.n FROM generate_series(0, ${YEARS_OF_DAYS}) AS d(n) WHERE d.n % 13 = 0`);
}, 60_000);

async function daysOf(protocol: CustomProtocol, from: string, to: string): Promise<CustomDays> {
  const response = await call(app, person, 'GET', `/api/custom-protocols/${protocol.id}/days?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The days answer worked out by the core rules from every row stored, read and mapped by the ORM. */
async function expectedDays(protocol: CustomProtocol, from: string, to: string): Promise<CustomDays> {
  const [stored] = await db.select().from(customProtocols).where(eq(customProtocols.id, protocol.id));
  const document = stored!.document as CustomProtocol['document'];
  const entries = await db
    .select()
    .from(customProtocolEntries)
    .where(eq(customProtocolEntries.protocolId, protocol.id))
    .orderBy(asc(customProtocolEntries.localDay), asc(customProtocolEntries.id));
  const pauses = await db
    .select()
    .from(customProtocolPauses)
    .where(eq(customProtocolPauses.protocolId, protocol.id))
    .orderBy(asc(customProtocolPauses.fromDay), asc(customProtocolPauses.id));
  const logged = await db.select().from(loggedEverythingDays).where(eq(loggedEverythingDays.userId, person.user.id));
  const loggedDays = new Set(logged.map((row) => row.localDay));

  const values = entries.filter((entry) => entry.state === 'value');
  const skips = new Map(entries.filter((entry) => entry.state === 'skipped').map((entry) => [entry.localDay, entry.note]));
  const first = entries[0]?.localDay ?? from;
  const start = first < from ? first : from;
  const facts = values.map((entry) => ({ componentId: entry.componentId!, date: entry.localDay, value: entry.value, text: entry.text }));
  const history = evaluateDays(document, start, to, facts, {
    skips,
    pauses: pauses.map((pause) => ({ from: pause.fromDay, to: pause.toDay })),
    loggedEverything: loggedDays,
  });
  const inRange = history.filter((day) => day.date >= from);
  const shown = new Set(document.components.map((component) => component.id));
  return {
    days: inRange.map((day) => ({
      date: day.date,
      state: day.state,
      scheduled: day.scheduled,
      figures: day.figures,
      skipReason: skips.get(day.date) ?? null,
      loggedEverything: loggedDays.has(day.date),
      entries: values.filter((entry) => entry.localDay === day.date && shown.has(entry.componentId!)).map(toCustomEntry),
    })),
    pauses: pauses.filter((pause) => pause.toDay >= from).map(toCustomPause),
    strength: Math.round(customHabitStrength(document, history) * 100),
    counts: dayStats(inRange, document.schedule).counts,
    streak: dayStats(history, document.schedule).streak,
  };
}

const RANGES = [
  { from: addDays(TODAY, -6), to: TODAY },
  { from: addDays(TODAY, -29), to: TODAY },
  { from: addDays(TODAY, -364), to: TODAY },
  { from: addDays(TODAY, -320), to: addDays(TODAY, -280) },
];

async function expectEveryAnswerFromTheEntries() {
  for (const protocol of protocols) {
    for (const { from, to } of RANGES) {
      expect(await daysOf(protocol, from, to), `${protocol.document.id} ${from}..${to}`).toEqual(await expectedDays(protocol, from, to));
    }
  }
}

describe('a protocol’s days after three years of entries', () => {
  it('are what the rules make of every stored entry, for a week, a month, a year and a stretch in the past', async () => {
    await expectEveryAnswerFromTheEntries();
    // Read twice: the second answer comes from what the first worked out, and must not differ.
    await expectEveryAnswerFromTheEntries();
  }, 60_000);

  it('follow every change: an entry, a skip, a pause, “I logged everything”, a new document, a change in the database', async () => {
    const [sauna, steps] = [protocols.find((p) => p.document.id === 'sauna')!, protocols.find((p) => p.document.id === 'steps')!];
    const before = await daysOf(sauna, addDays(TODAY, -6), TODAY);
    const entry = await call(app, person, 'POST', `/api/custom-protocols/${sauna.id}/entries`, {
      componentId: 'session',
      date: TODAY,
      value: 1800,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const after = await daysOf(sauna, addDays(TODAY, -6), TODAY);
    expect(after.days.at(-1)!.state).toBe('done');
    expect(after.strength).toBeGreaterThan(before.strength);

    const skip = await call(app, person, 'PUT', `/api/custom-protocols/${steps.id}/days/${addDays(TODAY, -2)}/skip`, {});
    expect(skip.statusCode, skip.body).toBe(200);
    const pause = await call(app, person, 'POST', `/api/custom-protocols/${steps.id}/pauses`, {
      from: addDays(TODAY, -10),
      to: addDays(TODAY, -4),
    });
    expect(pause.statusCode, pause.body).toBe(201);
    const logged = await call(app, person, 'PUT', `/api/custom-protocols/logged-everything/${addDays(TODAY, -1)}`);
    expect(logged.statusCode, logged.body).toBe(200);
    const replaced = await call(app, person, 'PUT', `/api/custom-protocols/${steps.id}`, {
      document: {
        ...steps.document,
        components: [{ ...steps.document.components[0]!, target: { kind: 'atLeast', value: 12000, aggregate: 'max' } }],
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await db.execute(sql`DELETE FROM custom_protocol_entries WHERE protocol_id = ${sauna.id} AND local_day > ${TODAY}::date - 40`);
    await expectEveryAnswerFromTheEntries();
  }, 60_000);
});
