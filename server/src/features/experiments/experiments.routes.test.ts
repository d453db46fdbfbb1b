import { addDays } from '@uh/core/common/calendar.logic';
import { experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import { MAX_EXPERIMENTS, MAX_RUNNING_EXPERIMENTS, type ExperimentView } from '@uh/core/experiments/experiments.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { missingScopeMessage } from '../../plugins/guards';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith, type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { dayAgo } from '../insights/insights-test-helpers';
import { makePersonalToken } from '../mcp/mcp-test-helpers';
import { coldHrv, createExperiment, storePastExperiment } from './experiments-test-helpers';

/** Making, reading, stopping and deleting experiments: who may, what is refused, and the caps. */

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const today = () => dayAgo(0);

describe('making an experiment', () => {
  it('fills in the default design and plans 27 days that its stored seed gives again', async () => {
    const person = await signUp(app);
    const experiment = await createExperiment(app, person, coldHrv(today()));
    expect(experiment).toMatchObject({
      design: { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 },
      stopping: { kind: 'fixed' },
      startDay: today(),
      stoppedOn: null,
      finishedAt: null,
    });
    expect(experiment.plan).toHaveLength(27);
    expect(experiment.plan).toEqual(experimentPlan(experiment.design, experiment.startDay, experiment.seed));
    expect(experiment.plan.at(-1)!.day).toBe(addDays(today(), 26));
    // Today is the baseline's first day: without the habit.
    expect(experiment.today).toEqual({ day: today(), phase: 'baseline', block: 0, assigned: 0 });
  });

  it('draws the randomised blocks from the seed, and a later start has no assignment today', async () => {
    const person = await signUp(app);
    const startDay = addDays(today(), 3);
    const body = coldHrv(startDay, { design: { kind: 'randomisedBlocks', baselineDays: 0, blockDays: 3, maxDays: 21, washoutDays: 1 } });
    const experiment = await createExperiment(app, person, body);
    expect(experiment.plan).toEqual(experimentPlan(experiment.design, startDay, experiment.seed));
    expect(experiment.plan).toHaveLength(21);
    expect(experiment.today).toBeNull();
  });

  it('lists newest first and reads one, with the same plan', async () => {
    const person = await signUp(app);
    const first = await createExperiment(app, person, coldHrv(today()));
    const second = await createExperiment(
      app,
      person,
      coldHrv(today(), { outcome: { kind: 'biometric', metric: 'sleepHours' }, smallestChange: 0.25 }),
    );
    const list = await call(app, person, 'GET', '/api/experiments');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ExperimentView[]>().map((experiment) => experiment.id)).toEqual([second.id, first.id]);
    const one = await call(app, person, 'GET', `/api/experiments/${first.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual(first);
  });

  it('refuses a start before today, and names the field of a body it cannot take', async () => {
    const person = await signUp(app);
    const yesterday = await call(app, person, 'POST', '/api/experiments', coldHrv(dayAgo(1)));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().message).toMatch(/^startDay: /);
    for (const [overrides, field] of [
      [{ smallestChange: 0 }, 'smallestChange'],
      [{ direction: 'up' }, 'direction'],
      [{ design: { kind: 'abab', blockDays: 9 } }, 'design.blockDays'],
      [{ intervention: { kind: 'protocolAmount', protocol: 'fasting' } }, 'intervention'],
      [{ startDay: '2026-02-30' }, 'startDay'],
    ] as const) {
      const response = await call(app, person, 'POST', '/api/experiments', coldHrv(today(), overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect((await call(app, person, 'GET', '/api/experiments')).json()).toEqual([]);
  });

  it('takes only the person’s own protocols: another’s is not found, a note is no outcome', async () => {
    const person = await signUp(app);
    const other = await signUp(app);
    const theirs = await createProtocol(app, other, documentWith({ id: 'sauna', title: 'Sauna' }));
    const notMine = await call(
      app,
      person,
      'POST',
      '/api/experiments',
      coldHrv(today(), { intervention: { kind: 'customProtocol', protocolId: theirs.id } }),
    );
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: 'Protocol not found' });

    const mine = await createProtocol(
      app,
      person,
      documentWith({
        id: 'evening',
        title: 'Evening',
        components: [
          { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 },
          { id: 'note', label: 'Note', kind: 'text' },
        ],
      }),
    );
    const note = await call(
      app,
      person,
      'POST',
      '/api/experiments',
      coldHrv(today(), { outcome: { kind: 'customComponent', protocolId: mine.id, componentId: 'note' } }),
    );
    expect(note.statusCode).toBe(400);
    expect(note.json().message).toMatch(/^outcome\.componentId: /);
    const mood = await createExperiment(
      app,
      person,
      coldHrv(today(), { outcome: { kind: 'customComponent', protocolId: mine.id, componentId: 'mood' }, smallestChange: 0.5 }),
    );
    expect(mood.outcome).toEqual({ kind: 'customComponent', protocolId: mine.id, componentId: 'mood' });
  });
});

describe('the caps', () => {
  it(`runs at most ${MAX_RUNNING_EXPERIMENTS} at once, even when asked in parallel`, async () => {
    const person = await signUp(app);
    const statuses = await Promise.all(
      Array.from(
        { length: MAX_RUNNING_EXPERIMENTS + 3 },
        async () => (await call(app, person, 'POST', '/api/experiments', coldHrv(today()))).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_RUNNING_EXPERIMENTS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    // Stopping one makes room for another.
    const [running] = (await call(app, person, 'GET', '/api/experiments')).json<ExperimentView[]>();
    expect((await call(app, person, 'PATCH', `/api/experiments/${running!.id}`, { stop: true })).statusCode).toBe(200);
    await createExperiment(app, person, coldHrv(today()));
  });

  it(`keeps at most ${MAX_EXPERIMENTS} in all`, async () => {
    const person = await signUp(app);
    // Ended long ago: they count towards the whole, not towards those running.
    await Promise.all(
      Array.from({ length: MAX_EXPERIMENTS }, () =>
        storePastExperiment(person.user.id, { startDay: dayAgo(60), endDay: dayAgo(34), seed: 1 }),
      ),
    );
    const refused = await call(app, person, 'POST', '/api/experiments', coldHrv(today()));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(String(MAX_EXPERIMENTS));
  });
});

describe('stopping and deleting', () => {
  it('stops today: no assignment any more, and a second stop changes nothing', async () => {
    const person = await signUp(app);
    const experiment = await createExperiment(app, person, coldHrv(today()));
    const stopped = await call(app, person, 'PATCH', `/api/experiments/${experiment.id}`, { stop: true });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ id: experiment.id, stoppedOn: today(), today: null, finishedAt: expect.any(String) });
    const again = await call(app, person, 'PATCH', `/api/experiments/${experiment.id}`, { stop: true });
    expect(again.json()).toMatchObject({ stoppedOn: today(), finishedAt: stopped.json().finishedAt });
    const wrong = await call(app, person, 'PATCH', `/api/experiments/${experiment.id}`, { stop: false });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('stop');
  });

  it('leaves an experiment whose plan has already run out as it ended', async () => {
    const person = await signUp(app);
    const id = await storePastExperiment(person.user.id, { startDay: dayAgo(40), endDay: dayAgo(14), seed: 2 });
    const stopped = await call(app, person, 'PATCH', `/api/experiments/${id}`, { stop: true });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ stoppedOn: null, today: null, finishedAt: expect.any(String) });
  });

  it('deletes one, after which it is not found', async () => {
    const person = await signUp(app);
    const experiment = await createExperiment(app, person, coldHrv(today()));
    expect((await call(app, person, 'DELETE', `/api/experiments/${experiment.id}`)).statusCode).toBe(204);
    expect((await call(app, person, 'GET', `/api/experiments/${experiment.id}`)).statusCode).toBe(404);
    expect((await call(app, person, 'DELETE', `/api/experiments/${experiment.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another person’s experiment, whatever is asked', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const experiment = await createExperiment(app, owner, coldHrv(today()));
    const url = `/api/experiments/${experiment.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['GET', `${url}/result`, undefined],
      ['GET', `${url}/export`, undefined],
      ['PATCH', url, { stop: true }],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await call(app, other, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Experiment not found' });
    }
    expect((await call(app, owner, 'GET', url)).json()).toMatchObject({ stoppedOn: null });
  });
});

describe('personal access tokens', () => {
  it('read with progress:read and write with logs:write, and are refused without them', async () => {
    const person: Person = await signUp(app);
    const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    const logsOnly = await makePersonalToken(app, person.cookie, ['logs:read', 'logs:write']);
    const readOnly = await makePersonalToken(app, person.cookie, ['progress:read']);

    const refused = await as(logsOnly, 'GET', '/api/experiments');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: missingScopeMessage('progress:read') });
    const cannotCreate = await as(readOnly, 'POST', '/api/experiments', coldHrv(today()));
    expect(cannotCreate.statusCode).toBe(403);
    expect(cannotCreate.json()).toEqual({ message: missingScopeMessage('logs:write') });

    const created = await as(logsOnly, 'POST', '/api/experiments', coldHrv(today()));
    expect(created.statusCode, created.body).toBe(201);
    expect((await as(readOnly, 'GET', '/api/experiments')).statusCode).toBe(200);
    expect((await as(readOnly, 'GET', `/api/experiments/${created.json().id}/result`)).statusCode).toBe(200);
  });
});
