import { addDays } from '@uh/core/common/calendar.logic';
import { experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { experiments, webhookDeliveries } from '../../db/schema';
import { insightsPorts } from '../../insights-ports';
import { createAppEvents } from '../../lib/app-events';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { webhookKit, type Person } from '../../../test/webhook-helpers';
import { call } from '../custom-protocols/custom-protocols-test-helpers';
import { dayAgo, logCold, logNights, markLogged } from '../insights/insights-test-helpers';
import { coldHrv, createExperiment, storePastExperiment } from './experiments-test-helpers';
import { runExperimentsRound } from './experiments-nightly';

/**
 * `experiment.finished`: told once per experiment, whether its end is found by a result read or by
 * the nightly round, by two at once, or by the person stopping it.
 */

let app: App;
let receiver: FakeWebhookReceiver;
let kit: ReturnType<typeof webhookKit>;
let shared: Database | undefined;
const db = () => (shared ??= testDatabase().db);
// A round's events go nowhere here: what is counted is the deliveries the app's own subscription queues.
const quietRound = (person: Person) =>
  runExperimentsRound({ db: db(), ports: insightsPorts, events: createAppEvents() }, { scope: { userIds: [person.user.id] } });

beforeAll(async () => {
  app = await createTestApp({ WEBHOOK_ALLOW_HTTP: 'true' });
  receiver = await startFakeWebhookReceiver();
  kit = webhookKit(app, receiver);
});
afterAll(() => receiver.close());

const DESIGN = { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 } as const;

async function personWithEndedExperiment() {
  const person = await signUp(app);
  const hook = await kit.endpointFor(person, ['experiment.finished']);
  const plan = experimentPlan(DESIGN, dayAgo(40), 9);
  const id = await storePastExperiment(person.user.id, { startDay: dayAgo(40), endDay: plan.at(-1)!.day, seed: 9 });
  return { person, hook, id, lastDay: plan.at(-1)!.day };
}

const deliveriesOf = (person: Person) => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, person.user.id));

/** Queueing runs just after the answer: give it time, then count. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('experiment.finished', () => {
  it('is queued once when two result reads find the ended experiment at the same time', async () => {
    const { person, hook, id, lastDay } = await personWithEndedExperiment();
    const reads = await Promise.all([1, 2, 3].map(() => call(app, person, 'GET', `/api/experiments/${id}/result`)));
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200]);
    await kit.queued(person.user.id, 1);
    await settled();
    expect(await deliveriesOf(person)).toHaveLength(1);
    const [row] = await db().select().from(experiments).where(eq(experiments.id, id));
    expect(row?.finishedAt).toBeInstanceOf(Date);
    // A round after it finds nothing left to tell.
    expect(await quietRound(person)).toBe(0);

    expect(await kit.round([person.user.id])).toMatchObject({ outcomes: { delivered: 1 } });
    const [sent] = hook.received().map((request) => new Webhook(hook.secret).verify(request.body, request.headers));
    expect(sent).toMatchObject({
      type: 'experiment.finished',
      data: { experimentId: id, endedOn: lastDay, reason: 'planEnded', verdict: 'inconclusive', sentence: reads[0]!.json().sentence },
    });
  });

  it('is told by the nightly round, once, when two servers run it together', async () => {
    const { person, id } = await personWithEndedExperiment();
    const told: number[] = [];
    const events = createAppEvents();
    events.on('experiment.finished', ({ experimentId }) => {
      told.push(experimentId);
    });
    const deps = { db: db(), ports: insightsPorts, events };
    const scope = { userIds: [person.user.id] };
    await Promise.all([runExperimentsRound(deps, { scope }), runExperimentsRound(deps, { scope })]);
    expect(told).toEqual([id]);
    // Told by the round: a read afterwards queues nothing.
    expect((await call(app, person, 'GET', `/api/experiments/${id}/result`)).statusCode).toBe(200);
    await settled();
    expect(await deliveriesOf(person)).toHaveLength(0);
  });

  it('is told when the early-stopping rule is met, with the day it stopped', async () => {
    const person = await signUp(app);
    const startDay = dayAgo(20);
    const plan = experimentPlan(DESIGN, startDay, 11);
    const stopping = { kind: 'early', threshold: 0.95, minDays: 14 } as const;
    const id = await storePastExperiment(person.user.id, { startDay, endDay: plan.at(-1)!.day, seed: 11, stopping });
    const passed = plan.slice(0, 20);
    const onDays = new Set(passed.filter((entry) => entry.phase === 'on').map((entry) => entry.day));
    await logCold(person.user.id, [...onDays]);
    await markLogged(
      person.user.id,
      passed.filter((entry) => !onDays.has(entry.day)).map((entry) => entry.day),
    );
    await logNights(
      person.user.id,
      passed.map((entry, index) => ({
        day: addDays(entry.day, 1),
        hrvMs: 50 + ((index * 5) % 3) * 0.5 + (onDays.has(entry.day) ? 12 : 0),
      })),
    );
    const told: { reason: string; endedOn: string; verdict: string }[] = [];
    const events = createAppEvents();
    events.on('experiment.finished', ({ reason, endedOn, verdict }) => {
      told.push({ reason, endedOn, verdict });
    });
    expect(await runExperimentsRound({ db: db(), ports: insightsPorts, events }, { scope: { userIds: [person.user.id] } })).toBe(1);
    expect(told).toEqual([{ reason: 'stoppingRule', endedOn: dayAgo(0), verdict: 'likelyMeaningful' }]);
    const read = (await call(app, person, 'GET', `/api/experiments/${id}`)).json();
    expect(read).toMatchObject({ stoppedOn: dayAgo(0), today: null, finishedAt: expect.any(String) });
    // The figures stay those of the days before it stopped.
    const result = (await call(app, person, 'GET', `/api/experiments/${id}/result`)).json();
    expect(result).toMatchObject({ verdict: 'likelyMeaningful', stopNow: true });
    expect(result.compliance).toHaveLength(20);
  });

  it('is told when the person stops an experiment, and a running one is not told', async () => {
    const person = await signUp(app);
    await kit.endpointFor(person, ['experiment.finished']);
    const running = await createExperiment(app, person, coldHrv(dayAgo(0)));
    await storePastExperiment(person.user.id, { startDay: dayAgo(3), endDay: addDays(dayAgo(3), 26), seed: 3 });
    expect(await quietRound(person)).toBe(0);
    const stopped = await call(app, person, 'PATCH', `/api/experiments/${running.id}`, { stop: true });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const [queued] = await kit.queued(person.user.id, 1);
    expect(queued?.payload).toMatchObject({
      type: 'experiment.finished',
      data: { experimentId: running.id, endedOn: dayAgo(0), reason: 'stoppedByPerson', verdict: 'inconclusive' },
    });
    await settled();
    expect(await deliveriesOf(person)).toHaveLength(1);
  });
});
