import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { API_SCOPES, type ApiScope } from '@uh/core/embed/embed-tokens.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { missingScopeMessage } from '../../plugins/guards';
import { signUp } from '../../../test/test-app';
import { callTool, connectMcpClient, errorOf, jsonOf, makePersonalToken, PROPOSING_SCOPES, startListeningApp } from './mcp-test-helpers';

/**
 * Each tool called through the SDK's client against the running app, and checked against what
 * the HTTP API (with the session cookie) then shows: the tools call the routes' services, so a
 * session logged through MCP ticks the checklist like one logged in the app.
 */

type Person = Awaited<ReturnType<typeof signUp>>;

let app: App;
let mcpUrl: URL;

beforeAll(async () => {
  ({ app, mcpUrl } = await startListeningApp());
});

/** A fresh person (their data starts empty) with a client whose token holds `scopes`. */
async function personWithClient(scopes: readonly ApiScope[] = API_SCOPES): Promise<{ person: Person; client: Client }> {
  const person = await signUp(app);
  return { person, client: await connectMcpClient(mcpUrl, await makePersonalToken(app, person.cookie, scopes)) };
}

const viaHttp = async (person: Person, url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: person.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const coldSession = { exposureMethod: 'cold_shower', temperature: 55, duration: 180, completed: true };

/** Proposes with the tool, checks nothing is stored yet, and confirms: the stored record's sentence. */
async function proposeAndConfirm(
  person: Person,
  client: Client,
  tool: string,
  args: Record<string, unknown>,
  empty: () => Promise<unknown>,
) {
  const proposed = jsonOf(await callTool(client, tool, args));
  expect(proposed).toMatchObject({ status: 'proposed', proposal: { id: expect.any(String), summary: expect.any(String) } });
  await empty();
  const { id } = proposed.proposal as { id: string };
  return jsonOf(await callTool(client, 'confirm_proposal', { proposalId: id, confirm: true }));
}

describe('the write tools', () => {
  it('log_cold_session proposes the session; confirmed, it is stored and ticks today’s checklist, as the app does', async () => {
    const { person, client } = await personWithClient(PROPOSING_SCOPES);
    const noSession = async () => expect(await viaHttp(person, '/api/protocols/cold')).toEqual([]);
    const stored = await proposeAndConfirm(person, client, 'log_cold_session', coldSession, noSession);
    expect(stored).toMatchObject({ status: 'stored', written: { kind: 'coldExposure' } });
    expect(stored.sentence).toMatch(/^Logged: cold shower, 3 min at 55 °F, \d\d:\d\d\.$/);
    expect(await viaHttp(person, '/api/protocols/cold')).toMatchObject([{ ...coldSession, userId: person.user.id, temperatureUnit: 'F' }]);
    expect(await viaHttp(person, '/api/daily-checklist/today')).toMatchObject({ coldExposureCompleted: true });
  });

  it('log_biometrics proposes the reading the HTTP list then shows once confirmed', async () => {
    const { person, client } = await personWithClient(PROPOSING_SCOPES);
    const url = `/api/biometrics/${person.user.id}`;
    const stored = await proposeAndConfirm(person, client, 'log_biometrics', { weight: 180, heartRate: 58, hrv: 61 }, async () =>
      expect(await viaHttp(person, url)).toEqual([]),
    );
    expect(stored.sentence).toMatch(/^Logged: weight 180 lbs, heart rate 58 bpm, HRV 61 ms, \d\d:\d\d\.$/);
    expect(await viaHttp(person, url)).toMatchObject([{ weight: 180, heartRate: 58, hrv: 61, wearableSource: 'manual' }]);
  });

  it('tick_checklist_item ticks today by default, another day when asked, and unticks, each once confirmed', async () => {
    const { person, client } = await personWithClient(PROPOSING_SCOPES);
    const untouched = async () =>
      expect(await viaHttp(person, '/api/daily-checklist/today')).toMatchObject({ supplementsCompleted: false });
    const ticked = await proposeAndConfirm(person, client, 'tick_checklist_item', { item: 'supplementsCompleted' }, untouched);
    const today = await viaHttp(person, '/api/daily-checklist/today');
    expect(today).toMatchObject({ supplementsCompleted: true, userId: person.user.id });
    expect(ticked.sentence).toBe(`Ticked: Supplements, ${today.date}.`);

    const weekly = (await viaHttp(person, '/api/daily-checklist/weekly')) as { date: string }[];
    const otherDay = weekly.map((day) => day.date).find((date) => date !== today.date)!;
    await proposeAndConfirm(person, client, 'tick_checklist_item', { item: 'hydrationTargetCompleted', date: otherDay }, async () => {});
    const week = (await viaHttp(person, '/api/daily-checklist/weekly')) as { date: string }[];
    expect(week.find((day) => day.date === otherDay)).toMatchObject({ hydrationTargetCompleted: true });

    const unticked = await proposeAndConfirm(
      person,
      client,
      'tick_checklist_item',
      { item: 'supplementsCompleted', done: false },
      async () => {},
    );
    expect(unticked.sentence).toBe(`Unticked: Supplements, ${today.date}.`);
    expect(await viaHttp(person, '/api/daily-checklist/today')).toMatchObject({ supplementsCompleted: false });
  });

  it('start_fast, end_fast, log_protein and log_exercise write what the app’s trackers show', async () => {
    const { person, client } = await personWithClient();
    expect(jsonOf(await callTool(client, 'start_fast', { targetHours: 16, startTime: hourAgo() })).sentence).toMatch(
      /^Started: your 16-hour fast/,
    );
    expect(jsonOf(await callTool(client, 'end_fast')).sentence).toMatch(/^Ended: your fast at \d\d:\d\d, after 1 h 0 min\.$/);
    expect(errorOf(await callTool(client, 'end_fast'))).toContain('No active fasting session found');
    await callTool(client, 'log_protein', { grams: 35 });
    const exercise = jsonOf(await callTool(client, 'log_exercise', { seconds: 1200 }));
    expect(exercise.sentence).toBe("Logged: today's 30-30-30 now holds 35 g protein and 20 min of exercise.");
    expect(await viaHttp(person, '/api/thirty-thirty-thirty-logs')).toMatchObject([{ proteinAmount: 35, exerciseDuration: 1200 }]);
    expect(await viaHttp(person, `/api/protocols/fasting/${person.user.id}`)).toMatchObject([
      { targetHours: 16, endTime: expect.any(String) },
    ]);
  });
});

describe('the read tools', () => {
  it('list_logs answers each protocol’s list as its HTTP route does', async () => {
    const { person, client } = await personWithClient();
    const headers = { cookie: person.cookie };
    await app.inject({ method: 'POST', url: '/api/protocols/cold', headers, payload: coldSession });
    await app.inject({ method: 'POST', url: '/api/protocols/fasting', headers, payload: { startTime: hourAgo(), targetHours: 16 } });
    await app.inject({
      method: 'POST',
      url: '/api/thirty-thirty-thirty-logs',
      headers,
      payload: { proteinAmount: 30, exerciseDuration: 1800, timestamp: hourAgo() },
    });
    const routes = {
      coldExposure: '/api/protocols/cold',
      fasting: `/api/protocols/fasting/${person.user.id}`,
      thirtyThirtyThirty: '/api/thirty-thirty-thirty-logs',
    };
    for (const [protocol, url] of Object.entries(routes)) {
      const listed = jsonOf(await callTool(client, 'list_logs', { protocol }));
      expect(listed, protocol).toEqual({ protocol, logs: await viaHttp(person, url) });
      expect((listed.logs as unknown[]).length, protocol).toBe(1);
    }
    expect(jsonOf(await callTool(client, 'list_logs', { protocol: 'coldExposure', before: '2000-01-01T00:00:00Z' }))).toEqual({
      protocol: 'coldExposure',
      logs: [],
    });
  });

  it('get_active_fast finds the running fast, and answers null once it ends', async () => {
    const { person, client } = await personWithClient();
    expect(jsonOf(await callTool(client, 'get_active_fast'))).toEqual({ activeFast: null, elapsedSeconds: null, stage: null });
    const started = await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers: { cookie: person.cookie },
      payload: { startTime: hourAgo(), targetHours: 16 },
    });
    const fast = started.json() as { id: number };
    const running = jsonOf(await callTool(client, 'get_active_fast'));
    expect(running).toMatchObject({ activeFast: { id: fast.id, endTime: null, targetHours: 16 }, stage: 'Digestive Rest' });
    expect(running.elapsedSeconds).toBeGreaterThanOrEqual(3595);
    await app.inject({
      method: 'PATCH',
      url: `/api/protocols/fasting/${fast.id}`,
      headers: { cookie: person.cookie },
      payload: { endTime: new Date().toISOString() },
    });
    expect(jsonOf(await callTool(client, 'get_active_fast')).activeFast).toBeNull();
  });

  it('get_biometrics lists the readings, or only those with the metric asked for', async () => {
    const { person, client } = await personWithClient();
    const headers = { cookie: person.cookie };
    await app.inject({ method: 'POST', url: '/api/biometrics', headers, payload: { weight: 172, timestamp: hourAgo() } });
    await app.inject({ method: 'POST', url: '/api/biometrics', headers, payload: { heartRate: 61 } });
    const all = jsonOf(await callTool(client, 'get_biometrics'));
    expect(all).toEqual({ readings: await viaHttp(person, `/api/biometrics/${person.user.id}`) });
    const weights = jsonOf(await callTool(client, 'get_biometrics', { metric: 'weight' })).readings as { weight: number }[];
    expect(weights.map((reading) => reading.weight)).toEqual([172]);
    expect(jsonOf(await callTool(client, 'get_biometrics', { metric: 'heartRate', limit: 1 })).readings).toHaveLength(1);
  });

  it('get_progress_summary answers what GET /api/progress/summary does', async () => {
    const { person, client } = await personWithClient();
    await callTool(client, 'log_cold_session', coldSession);
    for (const range of ['week', 'all'] as const) {
      const summary = jsonOf(await callTool(client, 'get_progress_summary', { range }));
      expect(summary, range).toEqual(await viaHttp(person, `/api/progress/summary?range=${range}`));
      expect(summary).toMatchObject({ range: { kind: range }, protocols: { coldExposure: { completedToday: true } } });
    }
  });
});

describe('insights', () => {
  it('get_insights answers what GET /api/insights does', async () => {
    const { person, client } = await personWithClient();
    await callTool(client, 'log_cold_session', coldSession);
    const answer = jsonOf(await callTool(client, 'get_insights'));
    expect(answer).toEqual(await viaHttp(person, '/api/insights'));
    expect(answer.insights).toEqual(
      expect.arrayContaining([expect.objectContaining({ factorLabel: 'Cold exposure', status: 'notEnoughData' })]),
    );
  });
});

describe('experiments', () => {
  it('list_experiments and get_experiment_result answer what the HTTP routes do, and another’s id is not found', async () => {
    const { person, client } = await personWithClient();
    const startDay = (await viaHttp(person, '/api/daily-checklist/today')).date as string;
    const created = await app.inject({
      method: 'POST',
      url: '/api/experiments',
      headers: { cookie: person.cookie },
      payload: {
        intervention: { kind: 'protocol', protocol: 'coldExposure' },
        outcome: { kind: 'biometric', metric: 'hrvMs' },
        lag: 'nextNight',
        smallestChange: 3,
        direction: 'increase',
        design: { kind: 'abab' },
        startDay,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(jsonOf(await callTool(client, 'list_experiments'))).toEqual({ experiments: await viaHttp(person, '/api/experiments') });
    const result = jsonOf(await callTool(client, 'get_experiment_result', { experimentId: id }));
    expect(result).toEqual(await viaHttp(person, `/api/experiments/${id}/result`));
    expect(result).toMatchObject({ verdict: 'inconclusive', analysedDays: 0 });

    const other = await personWithClient();
    expect(errorOf(await callTool(other.client, 'get_experiment_result', { experimentId: id }))).toBe('Experiment not found');
    expect(errorOf(await callTool(other.client, 'get_experiment_result', { experimentId: 'one' }))).toContain('experimentId');
  });
});

describe('scopes', () => {
  const TOOL_SCOPES: [tool: string, scope: ApiScope, args: Record<string, unknown>][] = [
    ['get_progress_summary', 'progress:read', {}],
    ['get_insights', 'progress:read', {}],
    ['list_experiments', 'progress:read', {}],
    ['get_experiment_result', 'progress:read', { experimentId: 1 }],
    ['list_logs', 'logs:read', { protocol: 'coldExposure' }],
    ['get_active_fast', 'logs:read', {}],
    ['get_biometrics', 'biometrics:read', {}],
    ['log_cold_session', 'logs:write', coldSession],
    ['log_biometrics', 'biometrics:write', { weight: 180 }],
    ['tick_checklist_item', 'checklist:write', { item: 'coldExposureCompleted' }],
    ['start_fast', 'logs:write', {}],
    ['log_protein', 'logs:write', { grams: 30 }],
  ];

  it.each(TOOL_SCOPES)('%s without %s answers an error naming the scope, and stores nothing', async (tool, scope, args) => {
    const { person, client } = await personWithClient(API_SCOPES.filter((other) => other !== scope));
    expect(errorOf(await callTool(client, tool, args))).toBe(missingScopeMessage(scope));
    expect(await viaHttp(person, '/api/protocols/cold')).toEqual([]);
    expect(await viaHttp(person, `/api/biometrics/${person.user.id}`)).toEqual([]);
    expect(await viaHttp(person, '/api/daily-checklist/today')).toMatchObject({ id: null, coldExposureCompleted: false });
  });

  it('lets a token holding only a read scope read', async () => {
    const { client } = await personWithClient(['logs:read']);
    expect(jsonOf(await callTool(client, 'list_logs', { protocol: 'fasting' }))).toEqual({ protocol: 'fasting', logs: [] });
  });
});

describe('invalid input', () => {
  it.each([
    ['log_cold_session', { ...coldSession, exposureMethod: 'lava' }, 'exposureMethod'],
    ['log_cold_session', { ...coldSession, temperature: 95 }, 'temperature'],
    ['log_cold_session', { ...coldSession, shivering: true }, 'shivering'],
    ['log_biometrics', { systolic: 80, diastolic: 90 }, 'systolic'],
    ['list_logs', { protocol: 'yoga' }, 'protocol'],
    ['get_progress_summary', { range: 'decade' }, 'range'],
    ['get_biometrics', { metric: 'mood' }, 'metric'],
    ['tick_checklist_item', { item: 'flossing' }, 'item'],
    ['tick_checklist_item', { item: 'coldExposureCompleted', date: '2026-02-30' }, 'date'],
  ])('%s with %j answers an error naming %s, and stores nothing', async (tool, args, field) => {
    const { person, client } = await personWithClient();
    expect(errorOf(await callTool(client, tool, args))).toContain(field);
    expect(await viaHttp(person, '/api/protocols/cold')).toEqual([]);
    expect(await viaHttp(person, `/api/biometrics/${person.user.id}`)).toEqual([]);
  });

  it('refuses another person’s user id, as the HTTP routes do', async () => {
    const other = await signUp(app);
    const { person, client } = await personWithClient();
    expect(errorOf(await callTool(client, 'log_cold_session', { ...coldSession, userId: other.user.id }))).toContain('your own data');
    expect(jsonOf(await callTool(client, 'log_cold_session', { ...coldSession, userId: person.user.id }))).toMatchObject({
      status: 'stored',
    });
    expect(await viaHttp(person, '/api/protocols/cold')).toMatchObject([{ userId: person.user.id }]);
  });

  it('passes a service’s refusal on as a tool error', async () => {
    const { client } = await personWithClient();
    const far = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    expect(errorOf(await callTool(client, 'tick_checklist_item', { item: 'supplementsCompleted', date: far }))).toContain(
      'more than a day in the future',
    );
  });
});
