import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import { experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import type { ExperimentView } from '@uh/core/experiments/experiments.schema';
import type { Insight } from '@uh/core/insights/insights.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, callOk, createProtocol, documentWith, listProtocols, type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { createExperiment, storePastExperiment, unzipped } from '../experiments/experiments-test-helpers';
import { readAnswer } from '../insights/insights-test-helpers';

/*
 * "What works for me" pairs and experiments in the account export: written only when the account
 * has some, imported with the protocols they name given their new ids, and refused whole when wrong.
 */

type Export = { records: Record<string, unknown[]> & { insightPairs?: unknown[]; experiments?: unknown[] } };

const today = localDateOf(new Date(), 'UTC');
const PAST_DESIGN = { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 } as const;

let app: App;
let robin: Person;
let file: Export;
let robinIds: Map<string, number>;

const exportOf = async (person: Person) => (await callOk(app, person, 'GET', '/api/account/export')).json<Export>();
const importInto = (person: Person, payload: unknown) => call(app, person, 'POST', '/api/account/import', payload);
const idsByDocument = async (person: Person) =>
  new Map((await listProtocols(app, person)).map((protocol) => [protocol.document.id, protocol.id]));
const experimentsOf = async (person: Person) => (await callOk(app, person, 'GET', '/api/experiments')).json<ExperimentView[]>();

/** A pair or an experiment as the person reads it, with their own protocols named by document id. */
function byDocument<T>(value: T, ids: Map<string, number>): unknown {
  const documentOf = new Map([...ids].map(([document, id]) => [id, document]));
  const keyed = JSON.stringify(value).replace(/"protocolId":(\d+)/g, (_, id: string) => `"protocolId":"${documentOf.get(Number(id))}"`);
  return JSON.parse(keyed.replace(/(custom|component)\.(\d+)/g, (_, kind: string, id: string) => `${kind}.${documentOf.get(Number(id))}`));
}
const questions = (insights: Insight[]) =>
  insights.map(({ key, factor, outcome, lag, origin, hidden, factorLabel, outcomeLabel }) => ({
    key,
    factor,
    outcome,
    lag,
    origin,
    hidden,
    factorLabel,
    outcomeLabel,
  }));
const asMade = (list: ExperimentView[]) => list.map(({ id: _id, today: _today, ...rest }) => rest).sort((a, b) => a.seed - b.seed);

beforeAll(async () => {
  app = await createTestApp();
  robin = await signUp(app);
  const sauna = (
    await createProtocol(
      app,
      robin,
      documentWith({ id: 'sauna', title: 'Sauna', components: [{ id: 'session', label: 'Session', kind: 'check' }] }),
    )
  ).id;
  const checkIn = (
    await createProtocol(app, robin, documentWith({ components: [{ id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 }] }))
  ).id;
  await callOk(app, robin, 'POST', '/api/insights/pairs', {
    factor: { kind: 'customProtocol', protocolId: sauna },
    outcome: { kind: 'customComponent', protocolId: checkIn, componentId: 'mood' },
    lag: 'nextDay',
  });
  await callOk(app, robin, 'POST', '/api/insights/pairs', {
    factor: { kind: 'protocolAmount', protocol: 'fasting' },
    outcome: { kind: 'biometric', metric: 'sleepHours' },
    lag: 'sameDay',
  });
  await callOk(app, robin, 'PATCH', `/api/insights/pairs/custom.${sauna}:biometric.hrvMs:nextNight`, { hidden: true });
  await createExperiment(app, robin, {
    intervention: { kind: 'customProtocol', protocolId: sauna },
    outcome: { kind: 'customComponent', protocolId: checkIn, componentId: 'mood' },
    lag: 'sameDay',
    smallestChange: 1,
    direction: 'increase',
    design: { kind: 'randomisedBlocks', blockDays: 3 },
    stopping: { kind: 'early', threshold: 0.9, minDays: 14 },
    startDay: addDays(today, 2),
  });
  // Ended two weeks ago and never yet told: its end must not be told after a move either.
  const startDay = addDays(today, -50);
  const endDay = experimentPlan(PAST_DESIGN, startDay, 7).at(-1)!.day;
  await storePastExperiment(robin.user.id, { startDay, endDay, seed: 7 });
  file = await exportOf(robin);
  robinIds = await idsByDocument(robin);
});

describe('pairs and experiments in the account export', () => {
  it('writes the pairs the person made or hid and their experiments, naming protocols by document id', async () => {
    expect(file.records.insightPairs).toEqual([
      expect.objectContaining({ factor: { kind: 'customProtocol', protocol: 'sauna' }, origin: 'added', hidden: false }),
      expect.objectContaining({ factor: { kind: 'protocolAmount', protocol: 'fasting' }, origin: 'added' }),
      expect.objectContaining({ factor: { kind: 'customProtocol', protocol: 'sauna' }, origin: 'suggested', hidden: true }),
    ]);
    expect(file.records.experiments).toHaveLength(2);
    expect(file.records.experiments![0]).toMatchObject({
      intervention: { kind: 'customProtocol', protocol: 'sauna' },
      outcome: { kind: 'customComponent', protocol: 'morning-check-in', componentId: 'mood' },
      finishedAt: null,
    });
    // The computed answer is not data: no figures of it are in the file.
    expect(JSON.stringify(file)).not.toMatch(/pValue|sentence|computedAt|"plan"/);
    const archive = unzipped((await call(app, robin, 'GET', '/api/account/export.zip')).rawPayload);
    expect(archive.get('insightPairs.csv')?.split('\r\n')[0]).toBe('factor,outcome,lag,origin,hidden,createdAt');
    expect(archive.get('experiments.csv')).toContain('"{""kind"":""customProtocol"",""protocol"":""sauna""}"');
  });

  it('imports them into a new account with the new ids of its protocols, and they read the same', async () => {
    const sam = await signUp(app);
    await createProtocol(app, sam, documentWith({ id: 'walk', title: 'Walk' })); // so ids cannot line up by chance
    const imported = await importInto(sam, file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: { insightPairs: 3, experiments: 2 }, skipped: { insightPairs: 0, experiments: 0 } });

    const samIds = await idsByDocument(sam);
    expect(samIds.get('sauna')).not.toBe(robinIds.get('sauna'));
    const samPairs = questions((await readAnswer(app, sam)).insights);
    const robinPairs = questions((await readAnswer(app, robin)).insights);
    // Sam's own walk brings suggestions of its own; the rest reads as Robin's.
    const samQuestions = (byDocument(samPairs, samIds) as { key: string }[]).filter((pair) => !pair.key.includes('walk'));
    expect(samQuestions).toEqual(byDocument(robinPairs, robinIds));
    expect(samPairs).toContainEqual(
      expect.objectContaining({ key: `custom.${samIds.get('sauna')}:biometric.hrvMs:nextNight`, hidden: true }),
    );

    const samExperiments = await experimentsOf(sam);
    const robinExperiments = await experimentsOf(robin);
    expect(samExperiments.find((experiment) => experiment.seed !== 7)!.intervention).toEqual({
      kind: 'customProtocol',
      protocolId: samIds.get('sauna'),
    });
    const moved = asMade(samExperiments).map(({ finishedAt: _finishedAt, ...rest }) => rest);
    expect(byDocument(moved, samIds)).toEqual(
      byDocument(
        asMade(robinExperiments).map(({ finishedAt: _f, ...rest }) => rest),
        robinIds,
      ),
    );
    // The one that had ended comes in told (no second `experiment.finished`); the planned one is told when it ends.
    expect(samExperiments.find((experiment) => experiment.seed === 7)!.finishedAt).not.toBeNull();
    expect(samExperiments.find((experiment) => experiment.seed !== 7)!.finishedAt).toBeNull();

    // Exported again, the sections are the same, told marker aside; imported again, all skipped.
    const again = await exportOf(sam);
    expect(again.records.insightPairs).toEqual(file.records.insightPairs);
    const untold = (list: unknown[] | undefined) => list?.map((experiment) => ({ ...(experiment as object), finishedAt: null }));
    expect(untold(again.records.experiments)).toEqual(untold(file.records.experiments));
    const twice = await importInto(sam, file);
    expect(twice.json()).toMatchObject({ imported: { insightPairs: 0, experiments: 0 }, skipped: { insightPairs: 3, experiments: 2 } });
  });

  it('leaves both sections out of an account without any, JSON and ZIP alike', async () => {
    const plain = await signUp(app);
    await createProtocol(app, plain, documentWith({ id: 'sauna', title: 'Sauna' }));
    const exported = await exportOf(plain);
    expect(Object.keys(exported.records)).not.toContain('insightPairs');
    expect(Object.keys(exported.records)).not.toContain('experiments');
    const archive = await call(app, plain, 'GET', '/api/account/export.zip');
    const names = [...unzipped(archive.rawPayload).keys()];
    expect(names).toContain('customProtocols.csv');
    expect(names.filter((name) => /insight|experiment/i.test(name))).toEqual([]);
  });
});

describe('a wrong section', () => {
  const nothingImported = async (person: Person) => {
    const records = (await exportOf(person)).records;
    expect(Object.values(records).every((list) => list.length === 0)).toBe(true);
  };
  const withRecords = (records: Partial<Export['records']>) => ({ ...file, records: { ...file.records, ...records } });

  it('answers 400 naming a malformed experiment, and imports nothing', async () => {
    const person = await signUp(app);
    const [first, ...rest] = file.records.experiments as { design: object }[];
    const response = await importInto(
      person,
      withRecords({ experiments: [{ ...first, design: { ...first!.design, blockDays: 99 } }, ...rest] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('records.experiments.0.design.blockDays');
    await nothingImported(person);
  });

  it('answers 400 naming a pair whose protocol is nowhere, and imports nothing', async () => {
    const person = await signUp(app);
    const pair = {
      factor: { kind: 'customProtocol', protocol: 'nope' },
      outcome: { kind: 'biometric', metric: 'hrvMs' },
      lag: 'nextNight',
    };
    const response = await importInto(
      person,
      withRecords({
        insightPairs: [...file.records.insightPairs!, { ...pair, origin: 'added', hidden: false, createdAt: '2026-01-01T00:00:00.000Z' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('records.insightPairs.3.factor.protocol: no protocol "nope" in this file');
    await nothingImported(person);
  });

  it('answers 400 for a pair on a component its protocol does not have, as the API does', async () => {
    const person = await signUp(app);
    const pairs = file.records.insightPairs as { outcome: object }[];
    const bad = { ...pairs[0], outcome: { kind: 'customComponent', protocol: 'morning-check-in', componentId: 'no-such' } };
    const response = await importInto(person, withRecords({ insightPairs: [bad] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('records.insightPairs.0.outcome.componentId: must be a component of that protocol');
    await nothingImported(person);
  });

  it('holds the API’s caps: 40 pairs, 3 experiments running at once', async () => {
    const person = await signUp(app);
    const factors = [
      ...['thirtyThirtyThirty', 'fasting', 'coldExposure'].map((protocol) => ({ kind: 'protocol', protocol })),
      ...['fasting', 'coldExposure'].map((protocol) => ({ kind: 'protocolAmount', protocol })),
    ];
    const many = factors
      .flatMap((factor) =>
        ['sleepHours', 'hrvMs', 'restingHeartRate', 'weightKg'].flatMap((metric) =>
          ['sameDay', 'nextNight', 'nextDay'].map((lag) => ({ factor, outcome: { kind: 'biometric', metric }, lag })),
        ),
      )
      .slice(0, 41)
      .map((pair) => ({ ...pair, origin: 'added', hidden: false, createdAt: '2026-01-01T00:00:00.000Z' }));
    const tooManyPairs = await importInto(person, withRecords({ insightPairs: many }));
    expect(tooManyPairs.statusCode).toBe(409);
    expect(tooManyPairs.json().message).toContain('40');

    const running = { ...(file.records.experiments![0] as object), intervention: { kind: 'protocol', protocol: 'coldExposure' } };
    const fourRunning = [1, 2, 3, 4].map((seed) => ({ ...running, seed }));
    const tooManyRunning = await importInto(person, withRecords({ experiments: fourRunning }));
    expect(tooManyRunning.statusCode).toBe(409);
    expect(tooManyRunning.json().message).toContain('3 you can run at once');
    await nothingImported(person);
  });
});
