import { addDays } from '@uh/core/common/calendar.logic';
import type { CustomDay, CustomEntry, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { biometricLogs, customProtocols, customProtocolVersions, webhookDeliveries } from '../../db/schema';
import { type FakeWebhookReceiver, startFakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { type FakeWearables, startFakeWearables } from '../../../test/fake-wearables';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { webhookKit } from '../../../test/webhook-helpers';
import { connectThroughConsent, fakeWearableEnv, lastDays, waitForSync } from '../wearables/wearable-test-helpers';
import { call, createProtocol, documentWith, type Person } from './custom-protocols-test-helpers';

let fake: FakeWearables;
let app: App;
let receiver: FakeWebhookReceiver;
let kit: ReturnType<typeof webhookKit>;
const DAYS = lastDays(6);
const TODAY = DAYS.at(-1)!;
beforeAll(async () => {
  fake = await startFakeWearables({ pageSize: 3 });
  fake.seedDays('oura', DAYS);
  app = await createTestApp({ ...fakeWearableEnv(fake), WEBHOOK_ALLOW_HTTP: 'true' });
  receiver = await startFakeWebhookReceiver();
  kit = webhookKit(app, receiver);
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

const stepsDocument = (id: string) =>
  documentWith({
    id,
    title: 'Daily steps',
    components: [
      { id: 'steps', label: 'Steps', kind: 'measure', unit: 'steps', target: { kind: 'atLeast', value: 8000, aggregate: 'max' } },
    ],
  });
const expectedSteps = (day: string) => fake.expectedDay('oura', day, 'UTC')!.steps!;

async function entriesOf(person: Person, protocol: CustomProtocol, from = DAYS[0]!, to = TODAY): Promise<CustomEntry[]> {
  const response = await call(app, person, 'GET', `/api/custom-protocols/${protocol.id}/days?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ days: CustomDay[] }>().days.flatMap((day) => day.entries);
}
const logByHand = async (person: Person, protocol: CustomProtocol, date: string, value: number) => {
  const response = await call(app, person, 'POST', `/api/custom-protocols/${protocol.id}/entries`, { componentId: 'steps', date, value });
  expect(response.statusCode, response.body).toBe(201);
};
/** As if the protocol had been added `days` days ago: the wearable fills it from that day on. */
const addedDaysAgo = (protocol: CustomProtocol, days: number) =>
  testDatabase()
    .db.update(customProtocols)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(customProtocols.id, protocol.id));
const versionOf = async (protocol: CustomProtocol) =>
  (await testDatabase().db.select().from(customProtocolVersions).where(eq(customProtocolVersions.protocolId, protocol.id)))[0]?.version ??
  0;
async function syncAgain(person: Person, after: string | null) {
  expect((await call(app, person, 'POST', '/api/wearables/oura/sync')).statusCode).toBe(202);
  return waitForSync(app, person.cookie, 'oura', after);
}

describe('a wearable sync and the day’s wake-up and steps', () => {
  it('keeps the wake-up and the steps with the day’s reading, and leaves the readings API as it was', async () => {
    const person = await signUp(app);
    await connectThroughConsent(app, person.cookie, 'oura');
    await waitForSync(app, person.cookie, 'oura');
    const [row] = await testDatabase()
      .db.select()
      .from(biometricLogs)
      .where(and(eq(biometricLogs.userId, person.user.id), eq(biometricLogs.localDay, TODAY)));
    const expected = fake.expectedDay('oura', TODAY, 'UTC')!;
    expect(row).toMatchObject({ wearableSource: 'oura', wokeAt: expected.wokeAt, steps: expected.steps });
    expect(row!.wokeAt!.toISOString()).toBe(`${TODAY}T06:40:00.000Z`);

    const listed = await call(app, person, 'GET', `/api/biometrics/${person.user.id}?limit=10`);
    expect(listed.json()[0]).not.toHaveProperty('steps');
    expect(listed.json()[0]).not.toHaveProperty('wokeAt');
  });
});

describe('a wearable’s steps in the person’s steps protocols', () => {
  it('fills every live steps protocol from the day it was added, as wearable entries, and leaves the others', async () => {
    const person = await signUp(app);
    const steps = await createProtocol(app, person, stepsDocument('steps'));
    const archived = await createProtocol(app, person, stepsDocument('old-steps'));
    expect((await call(app, person, 'PATCH', `/api/custom-protocols/${archived.id}`, { archived: true })).statusCode).toBe(200);
    const deleted = await createProtocol(app, person, stepsDocument('deleted-steps'));
    expect((await call(app, person, 'DELETE', `/api/custom-protocols/${deleted.id}`)).statusCode).toBe(200);
    const distance = await createProtocol(
      app,
      person,
      documentWith({ id: 'walk', components: [{ id: 'distance', label: 'Distance', kind: 'measure', unit: 'km' }] }),
    );
    await addedDaysAgo(steps, 2);
    const versionBefore = await versionOf(steps);

    await connectThroughConsent(app, person.cookie, 'oura');
    await waitForSync(app, person.cookie, 'oura');

    const entries = await entriesOf(person, steps);
    expect(entries.map(({ date, value, source }) => ({ date, value, source }))).toEqual(
      [addDays(TODAY, -2), addDays(TODAY, -1), TODAY].map((date) => ({ date, value: expectedSteps(date), source: 'wearable' })),
    );
    expect(await versionOf(steps)).toBeGreaterThan(versionBefore);
    expect(await entriesOf(person, archived)).toEqual([]);
    expect(await entriesOf(person, distance)).toEqual([]);
    const deletedRows = await testDatabase().db.execute(sql`SELECT 1 FROM custom_protocol_entries WHERE protocol_id = ${deleted.id}`);
    expect(deletedRows.rows).toEqual([]);
  });

  it('keeps a value the person typed for the day and writes no wearable value beside it', async () => {
    const person = await signUp(app);
    const steps = await createProtocol(app, person, stepsDocument('steps'));
    await addedDaysAgo(steps, 1);
    await logByHand(person, steps, TODAY, 12_345);

    await connectThroughConsent(app, person.cookie, 'oura');
    await waitForSync(app, person.cookie, 'oura');

    const entries = await entriesOf(person, steps);
    expect(entries.map(({ date, value, source }) => ({ date, value, source }))).toEqual([
      { date: addDays(TODAY, -1), value: expectedSteps(addDays(TODAY, -1)), source: 'wearable' },
      { date: TODAY, value: 12_345, source: 'manual' },
    ]);
  });

  it('replaces the day’s wearable value on the next sync rather than adding a second, and yields to a later typed value', async () => {
    const person = await signUp(app);
    const steps = await createProtocol(app, person, stepsDocument('steps'));
    await connectThroughConsent(app, person.cookie, 'oura');
    const first = await waitForSync(app, person.cookie, 'oura');
    const [written] = await entriesOf(person, steps);
    expect(written).toMatchObject({ date: TODAY, value: expectedSteps(TODAY), source: 'wearable' });

    // An earlier count of the day, as a sync before the day was over left it.
    await testDatabase().db.execute(sql`UPDATE custom_protocol_entries SET value = 1200 WHERE id = ${written!.id}`);
    const second = await syncAgain(person, first.lastSyncAt);
    expect(await entriesOf(person, steps)).toEqual([expect.objectContaining({ id: written!.id, value: expectedSteps(TODAY) })]);

    await logByHand(person, steps, TODAY, 3000);
    await syncAgain(person, second.lastSyncAt);
    expect((await entriesOf(person, steps)).map(({ value, source }) => ({ value, source }))).toEqual([{ value: 3000, source: 'manual' }]);
  });

  it('never touches another person’s protocols', async () => {
    const other = await signUp(app);
    const theirs = await createProtocol(app, other, stepsDocument('steps'));
    const person = await signUp(app);
    await createProtocol(app, person, stepsDocument('steps'));
    await connectThroughConsent(app, person.cookie, 'oura');
    await waitForSync(app, person.cookie, 'oura');
    expect(await entriesOf(other, theirs)).toEqual([]);
  });
});

type EntryEvent = { type: string; data: { entryId: number; date: string; value: number; source: string; component: { label: string } } };

/** Delivers what is queued (`queued` in all, `fresh` of them new) and answers all the receiver was sent, signature checked, oldest first. */
async function deliveredTo(person: Person, hook: Awaited<ReturnType<typeof kit.endpointFor>>, queued: number, fresh = queued) {
  await kit.queued(person.user.id, queued);
  expect(await kit.round([person.user.id])).toMatchObject({ outcomes: { delivered: fresh } });
  const verifier = new Webhook(hook.secret);
  return hook.received().map((request) => verifier.verify(request.body, request.headers) as EntryEvent);
}
const queuedFor = async (person: Person) =>
  (await testDatabase().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, person.user.id))).length;
// Events are queued just after the sync commits: a little time for any that should not be there.
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('webhooks for the wearable’s steps', () => {
  it('sends protocolEntry.created for each entry a sync writes or changes, and nothing for one it leaves as it was', async () => {
    const person = await signUp(app);
    const steps = await createProtocol(app, person, stepsDocument('steps'));
    await addedDaysAgo(steps, 1);
    const hook = await kit.endpointFor(person, ['protocolEntry.created']);
    await connectThroughConsent(app, person.cookie, 'oura');
    const first = await waitForSync(app, person.cookie, 'oura');

    const sent = await deliveredTo(person, hook, 2);
    const [yesterday, today] = await entriesOf(person, steps);
    expect(
      sent.map(({ type, data }) => ({ type, entryId: data.entryId, date: data.date, value: data.value, source: data.source })),
    ).toEqual(
      expect.arrayContaining(
        [yesterday!, today!].map((entry) => ({
          type: 'protocolEntry.created',
          entryId: entry.id,
          date: entry.date,
          value: expectedSteps(entry.date),
          source: 'wearable',
        })),
      ),
    );
    expect(sent[0]!.data.component.label).toBe('Steps');

    // Today's count as an earlier sync left it: the next sync raises it to the day's steps, and says so once.
    await testDatabase().db.execute(sql`UPDATE custom_protocol_entries SET value = 1200 WHERE id = ${today!.id}`);
    await syncAgain(person, first.lastSyncAt);
    const resent = await deliveredTo(person, hook, 3, 1);
    expect(resent.at(-1)).toMatchObject({ data: { entryId: today!.id, value: expectedSteps(TODAY), source: 'wearable' } });
    await settle();
    expect(await queuedFor(person)).toBe(3);
  });
});

describe('disconnecting the wearable', () => {
  const disconnect = async (person: Person, deleteReadings: boolean) => {
    const response = await call(app, person, 'DELETE', `/api/wearables/oura?deleteReadings=${deleteReadings}`);
    expect(response.statusCode, response.body).toBe(200);
  };
  const shown = async (person: Person, protocol: CustomProtocol) =>
    (await entriesOf(person, protocol)).map(({ date, value, source }) => ({ date, value, source }));

  it('with its readings, takes its steps out of the protocols, keeping a typed value and a day another source still counts', async () => {
    const person = await signUp(app);
    const steps = await createProtocol(app, person, stepsDocument('steps'));
    await addedDaysAgo(steps, 2);
    await logByHand(person, steps, TODAY, 12_345);
    await connectThroughConsent(app, person.cookie, 'oura');
    await waitForSync(app, person.cookie, 'oura');
    // An Apple Health import counted yesterday too, fewer steps than the ring.
    const yesterday = addDays(TODAY, -1);
    await testDatabase()
      .db.insert(biometricLogs)
      .values({
        userId: person.user.id,
        timestamp: new Date(`${yesterday}T12:00:00Z`),
        timeZone: 'UTC',
        localDay: yesterday,
        wearableSource: 'apple_health',
        imported: true,
        steps: 4321,
      });
    expect(await shown(person, steps)).toHaveLength(3);

    await disconnect(person, true);
    expect(await shown(person, steps)).toEqual([
      { date: yesterday, value: 4321, source: 'wearable' },
      { date: TODAY, value: 12_345, source: 'manual' },
    ]);
  });

  it('keeping its readings, keeps the steps they gave', async () => {
    const person = await signUp(app);
    const steps = await createProtocol(app, person, stepsDocument('steps'));
    await connectThroughConsent(app, person.cookie, 'oura');
    await waitForSync(app, person.cookie, 'oura');
    await disconnect(person, false);
    expect(await shown(person, steps)).toEqual([{ date: TODAY, value: expectedSteps(TODAY), source: 'wearable' }]);
  });
});
