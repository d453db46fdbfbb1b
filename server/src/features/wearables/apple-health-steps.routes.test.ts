import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import type { CustomDay, CustomEntry, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { biometricLogs, customProtocols, webhookDeliveries } from '../../db/schema';
import { type FakeWebhookReceiver, startFakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { testDatabase } from '../../../test/test-app';
import { webhookKit } from '../../../test/webhook-helpers';
import { documentWith } from '../custom-protocols/custom-protocols-test-helpers';
import { createImportApp, importFile, readings, signUpIn } from './apple-health-test-helpers';

let app: App;
let receiver: FakeWebhookReceiver;
let kit: ReturnType<typeof webhookKit>;
beforeAll(async () => {
  ({ app } = await createImportApp({ WEBHOOK_ALLOW_HTTP: 'true' }));
  receiver = await startFakeWebhookReceiver();
  kit = webhookKit(app, receiver);
});
afterAll(() => receiver.close());

const ZONE = 'America/New_York';
const today = localDateOf(new Date(), ZONE);
const SLEPT = addDays(today, -2);
const WALKED_ONLY = addDays(today, -1);

const record = (type: string, unit: string, value: string, source: string, start: string, end = start) =>
  ` <Record type="${type}" sourceName="${source}" unit="${unit}" startDate="${start}" endDate="${end}" value="${value}"/>`;
const steps = (value: number, source: string, day: string, time: string) =>
  record('HKQuantityTypeIdentifierStepCount', 'count', String(value), source, `${day} ${time} +0000`);

// Times in UTC, all well inside the New York day. The phone and the watch count the same walks.
const EXPORT = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<HealthData locale="en_US">',
  // Asleep 01:00–07:00 New York time: the night of SLEPT, waking at 12:00 UTC.
  ` <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Apple Watch" startDate="${SLEPT} 06:00:00 +0000" endDate="${SLEPT} 12:00:00 +0000" value="HKCategoryValueSleepAnalysisAsleepCore"/>`,
  steps(3000, 'iPhone', SLEPT, '15:00:00'),
  steps(2500, 'iPhone', SLEPT, '18:00:00'),
  steps(4000, 'Apple Watch', SLEPT, '15:00:00'),
  steps(2600, 'Apple Watch', SLEPT, '19:00:00'),
  // A day with steps and nothing else.
  steps(7777, 'iPhone', WALKED_ONLY, '16:00:00'),
  '</HealthData>',
].join('\n');

const stepsDocument = (id: string) =>
  documentWith({ id, title: 'Daily steps', components: [{ id: 'steps', label: 'Steps', kind: 'measure', unit: 'steps' }] });

type Person = Awaited<ReturnType<typeof signUpIn>>;

async function stepsProtocol(person: Person, id: string): Promise<CustomProtocol> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/custom-protocols',
    headers: { cookie: person.cookie },
    payload: { document: stepsDocument(id) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const protocol = created.json<CustomProtocol>();
  // Added a week ago: the import's days are the protocol's days.
  await testDatabase()
    .db.update(customProtocols)
    .set({ createdAt: sql`now() - interval '7 days'` })
    .where(eq(customProtocols.id, protocol.id));
  return protocol;
}

async function entriesOf(person: Person, protocol: CustomProtocol): Promise<Pick<CustomEntry, 'date' | 'value' | 'source'>[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/custom-protocols/${protocol.id}/days?from=${addDays(today, -6)}&to=${today}`,
    headers: { cookie: person.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ days: CustomDay[] }>()
    .days.flatMap((day) => day.entries)
    .map(({ date, value, source }) => ({ date, value, source }));
}

describe('an Apple Health import and the day’s wake-up and steps', () => {
  it('keeps the wake-up and the steps of the device that counted the most with the day’s reading', async () => {
    const person = await signUpIn(app, ZONE);
    const job = await importFile(app, person.cookie, EXPORT);
    expect(job.status).toBe('succeeded');
    // Steps are no reading of their own: the day with nothing but steps adds no row to the readings.
    expect((await readings(app, person.cookie, person.user.id)).map((row) => row.localDay)).toEqual([SLEPT]);
    const [row] = await testDatabase()
      .db.select()
      .from(biometricLogs)
      .where(and(eq(biometricLogs.userId, person.user.id), eq(biometricLogs.localDay, SLEPT)));
    expect(row).toMatchObject({ wokeAt: new Date(`${SLEPT}T12:00:00Z`), steps: 6600, sleepSeconds: 6 * 3600 });
  });

  it('gives the steps protocols each day’s steps once, leaving a day the person typed alone', async () => {
    const person = await signUpIn(app, ZONE);
    const protocol = await stepsProtocol(person, 'steps');
    const typed = await stepsProtocol(person, 'typed-steps');
    const logged = await app.inject({
      method: 'POST',
      url: `/api/custom-protocols/${typed.id}/entries`,
      headers: { cookie: person.cookie },
      payload: { componentId: 'steps', date: SLEPT, value: 10_000 },
    });
    expect(logged.statusCode, logged.body).toBe(201);

    await importFile(app, person.cookie, EXPORT);
    const expected = [
      { date: SLEPT, value: 6600, source: 'wearable' },
      { date: WALKED_ONLY, value: 7777, source: 'wearable' },
    ];
    expect(await entriesOf(person, protocol)).toEqual(expected);
    expect(await entriesOf(person, typed)).toEqual([
      { date: SLEPT, value: 10_000, source: 'manual' },
      { date: WALKED_ONLY, value: 7777, source: 'wearable' },
    ]);

    // The same export again: nothing doubles.
    await importFile(app, person.cookie, EXPORT);
    expect(await entriesOf(person, protocol)).toEqual(expected);
  });
});

describe('an Apple Health import’s steps and webhooks', () => {
  it('sends protocolEntry.created once for each day’s steps it writes, and nothing when the same export comes again', async () => {
    const person = await signUpIn(app, ZONE);
    const protocol = await stepsProtocol(person, 'steps');
    const registered = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { cookie: person.cookie },
      payload: { url: `${receiver.url}/steps-${person.user.id}`, events: ['protocolEntry.created'] },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { secret } = registered.json<{ secret: string }>();

    await importFile(app, person.cookie, EXPORT);
    await kit.queued(person.user.id, 2);
    expect(await kit.round([person.user.id])).toMatchObject({ outcomes: { delivered: 2 } });
    const verifier = new Webhook(secret);
    const sent = receiver
      .at(`/steps-${person.user.id}`)
      .map((request) => verifier.verify(request.body, request.headers) as { type: string; data: object });
    expect(sent).toEqual(
      expect.arrayContaining(
        [
          { date: SLEPT, value: 6600 },
          { date: WALKED_ONLY, value: 7777 },
        ].map((day) =>
          expect.objectContaining({
            type: 'protocolEntry.created',
            data: expect.objectContaining({
              protocol: { id: protocol.id, documentId: 'steps', title: 'Daily steps' },
              component: { id: 'steps', label: 'Steps' },
              ...day,
              source: 'wearable',
            }),
          }),
        ),
      ),
    );

    await importFile(app, person.cookie, EXPORT);
    // Queued just after the import commits: a little time for any that should not be there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const queued = await testDatabase().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, person.user.id));
    expect(queued).toHaveLength(2);
  });
});
