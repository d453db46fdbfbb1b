import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { API_SCOPES, type ApiScope } from '@uh/core/embed/embed-tokens.schema';
import { addDays } from '@uh/core/common/calendar.logic';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { webhookDeliveries } from '../../db/schema';
import { missingScopeMessage } from '../../plugins/guards';
import { signUp, testDatabase } from '../../../test/test-app';
import { callTool, connectMcpClient, errorOf, jsonOf, makePersonalToken, startListeningApp } from './mcp-test-helpers';

/**
 * The tools for a person's own protocols, called through the SDK's client against the running app
 * and checked against what the HTTP API then shows: the same services, the same refusals.
 */

type Person = Awaited<ReturnType<typeof signUp>>;

let app: App;
let mcpUrl: URL;

beforeAll(async () => {
  ({ app, mcpUrl } = await startListeningApp());
});

const call = async (person: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });

const morning = {
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id: 'morning-routine',
  title: 'Morning routine',
  components: [
    { id: 'breathwork', label: 'Breathwork', kind: 'duration', target: { kind: 'atLeast', value: 300 } },
    { id: 'water', label: 'Water', kind: 'measure', unit: 'mL', target: { kind: 'atLeast', value: 500 } },
    { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 },
    { id: 'journal', label: 'Journal', kind: 'text' },
  ],
  group: { kind: 'any' },
  schedule: { kind: 'weekdays', weekdays: [1, 2, 3, 4, 5] },
};

/** A fresh person with the morning routine, and a client whose token holds `scopes`. */
async function personWithProtocol(scopes: readonly ApiScope[] = API_SCOPES) {
  const person = await signUp(app);
  const created = await call(person, 'POST', '/api/custom-protocols', { document: morning });
  expect(created.statusCode, created.body).toBe(201);
  const client: Client = await connectMcpClient(mcpUrl, await makePersonalToken(app, person.cookie, scopes));
  const today = ((await call(person, 'GET', '/api/daily-checklist/today')).json() as { date: string }).date;
  return { person, client, protocolId: (created.json() as { id: number }).id, today };
}

const daysViaHttp = async (person: Person, protocolId: number, from: string, to: string) => {
  const response = await call(person, 'GET', `/api/custom-protocols/${protocolId}/days?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
};

describe('list_protocols', () => {
  it('names each protocol with its components, units, targets and schedule', async () => {
    const { client, protocolId } = await personWithProtocol(['logs:read']);
    expect(jsonOf(await callTool(client, 'list_protocols'))).toEqual({
      protocols: [
        {
          id: protocolId,
          documentId: 'morning-routine',
          title: 'Morning routine',
          archived: false,
          components: [
            {
              id: 'breathwork',
              label: 'Breathwork',
              kind: 'duration',
              unit: null,
              target: { kind: 'atLeast', value: 300, aggregate: 'sum' },
              scale: null,
            },
            {
              id: 'water',
              label: 'Water',
              kind: 'measure',
              unit: 'mL',
              target: { kind: 'atLeast', value: 500, aggregate: 'sum' },
              scale: null,
            },
            { id: 'mood', label: 'Mood', kind: 'scale', unit: null, target: null, scale: { min: 1, max: 5 } },
            { id: 'journal', label: 'Journal', kind: 'text', unit: null, target: null, scale: null },
          ],
          schedule: { kind: 'weekdays', weekdays: [1, 2, 3, 4, 5] },
        },
      ],
    });
  });

  it('lists nobody else’s protocols', async () => {
    await personWithProtocol();
    const stranger = await signUp(app);
    const client = await connectMcpClient(mcpUrl, await makePersonalToken(app, stranger.cookie, ['logs:read']));
    expect(jsonOf(await callTool(client, 'list_protocols'))).toEqual({ protocols: [] });
  });
});

describe('log_protocol_entry', () => {
  it('logs today by default, by document id or number, and the HTTP days show it', async () => {
    const { person, client, protocolId, today } = await personWithProtocol();
    const stored = jsonOf(
      await callTool(client, 'log_protocol_entry', { protocol: 'morning-routine', componentId: 'breathwork', value: 360 }),
    );
    expect(stored).toMatchObject({ status: 'stored', written: { kind: 'customProtocolEntry', protocolId } });
    expect(stored.sentence).toBe(`Logged: Morning routine · Breathwork 360, ${today}.`);
    const yesterday = addDays(today, -1);
    jsonOf(
      await callTool(client, 'log_protocol_entry', {
        protocol: protocolId,
        componentId: 'journal',
        date: yesterday,
        text: 'Slept well',
        note: 'before coffee',
      }),
    );
    const days = await daysViaHttp(person, protocolId, yesterday, today);
    const [before, now] = days.days as { entries: unknown[] }[];
    expect(before!.entries).toEqual([expect.objectContaining({ componentId: 'journal', text: 'Slept well', note: 'before coffee' })]);
    expect(now!.entries).toEqual([
      expect.objectContaining({
        id: (stored.written as { entryId: number }).entryId,
        componentId: 'breathwork',
        value: 360,
        text: null,
        source: 'manual',
      }),
    ]);
  });

  it('raises the same webhook event as the HTTP route', async () => {
    const { person, client } = await personWithProtocol();
    const hook = await call(person, 'POST', '/api/webhooks', { url: 'https://example.com/hook', events: ['protocolEntry.created'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const stored = jsonOf(await callTool(client, 'log_protocol_entry', { protocol: 'morning-routine', componentId: 'mood', value: 4 }));
    const entry = { id: (stored.written as { entryId: number }).entryId };
    let queued: (typeof webhookDeliveries.$inferSelect)[] = [];
    for (let tries = 0; tries < 50 && queued.length === 0; tries += 1) {
      queued = await testDatabase().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, person.user.id));
      if (queued.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(queued.map((delivery) => delivery.payload)).toEqual([
      expect.objectContaining({
        type: 'protocolEntry.created',
        data: expect.objectContaining({ entryId: entry.id, component: { id: 'mood', label: 'Mood' }, value: 4 }),
      }),
    ]);
  });

  it('refuses what the HTTP route refuses, with its wording, and stores nothing', async () => {
    const { person, client, protocolId, today } = await personWithProtocol();
    const cases: [Record<string, unknown>, string][] = [
      [{ componentId: 'mood', value: 9 }, 'value must be from 1 to 5'],
      [{ componentId: 'sauna', value: 1 }, 'componentId "sauna" is not a component of this protocol'],
      [{ componentId: 'journal', value: 1 }, 'value is not for a text component; write text instead'],
      [{ componentId: 'water' }, 'value is required for "Water"'],
    ];
    for (const [args, message] of cases) {
      const viaHttp = await call(person, 'POST', `/api/custom-protocols/${protocolId}/entries`, { ...args, date: today });
      expect(viaHttp.statusCode).toBe(400);
      expect(viaHttp.json()).toEqual({ message });
      expect(errorOf(await callTool(client, 'log_protocol_entry', { protocol: 'morning-routine', ...args }))).toBe(message);
    }
    for (const [args, field] of [
      [{ componentId: 'water', value: -1 }, 'value'],
      [{ componentId: 'water', value: 1, date: '2026-02-30' }, 'date'],
      [{ componentId: 'water', value: 1, extra: true }, 'extra'],
    ] as const) {
      expect(errorOf(await callTool(client, 'log_protocol_entry', { protocol: protocolId, ...args }))).toContain(field);
    }
    expect(
      errorOf(await callTool(client, 'log_protocol_entry', { protocol: 'evening-routine', componentId: 'water', value: 1 })),
    ).toContain('Protocol not found');
    const days = await daysViaHttp(person, protocolId, addDays(today, -1), addDays(today, 1));
    expect((days.days as { entries: unknown[] }[]).flatMap((day) => day.entries)).toEqual([]);
  });

  it('cannot reach another person’s protocol', async () => {
    const { person: owner, protocolId, today } = await personWithProtocol();
    const { client } = await personWithProtocol();
    expect(errorOf(await callTool(client, 'log_protocol_entry', { protocol: protocolId, componentId: 'water', value: 250 }))).toContain(
      'Protocol not found',
    );
    expect(errorOf(await callTool(client, 'get_protocol_days', { protocol: protocolId }))).toContain('Protocol not found');
    const days = await daysViaHttp(owner, protocolId, today, today);
    expect((days.days as { entries: unknown[] }[])[0]!.entries).toEqual([]);
  });
});

describe('get_protocol_days', () => {
  it('answers what GET …/days does, the last 7 days by default', async () => {
    const { person, client, protocolId, today } = await personWithProtocol();
    for (const [date, value] of [
      [addDays(today, -2), 600],
      [today, 120],
    ] as const) {
      await call(person, 'POST', `/api/custom-protocols/${protocolId}/entries`, { componentId: 'breathwork', date, value });
    }
    const protocol = { id: protocolId, documentId: 'morning-routine', title: 'Morning routine' };
    const byDefault = jsonOf(await callTool(client, 'get_protocol_days', { protocol: 'morning-routine' }));
    expect(byDefault).toEqual({ protocol, ...(await daysViaHttp(person, protocolId, addDays(today, -6), today)) });
    expect(byDefault.days).toHaveLength(7);

    const from = addDays(today, -91);
    const quarter = jsonOf(await callTool(client, 'get_protocol_days', { protocol: protocolId, from, to: today }));
    expect(quarter).toEqual({ protocol, ...(await daysViaHttp(person, protocolId, from, today)) });
    expect(quarter.counts).toMatchObject({ unknown: expect.any(Number) });
  });

  it('refuses a range longer than 92 days or backwards', async () => {
    const { client, today } = await personWithProtocol();
    expect(
      errorOf(await callTool(client, 'get_protocol_days', { protocol: 'morning-routine', from: addDays(today, -92), to: today })),
    ).toBe('a range spans at most 92 days');
    expect(errorOf(await callTool(client, 'get_protocol_days', { protocol: 'morning-routine', from: today, to: addDays(today, -1) }))).toBe(
      'to cannot be before from',
    );
  });
});

describe('scopes', () => {
  it.each([
    ['list_protocols', 'logs:read', {}],
    ['get_protocol_days', 'logs:read', { protocol: 'morning-routine' }],
    ['log_protocol_entry', 'logs:write', { protocol: 'morning-routine', componentId: 'water', value: 250 }],
  ] as const)('%s without %s answers an error naming the scope, and stores nothing', async (tool, scope, args) => {
    const { person, client, protocolId, today } = await personWithProtocol(API_SCOPES.filter((other) => other !== scope));
    expect(errorOf(await callTool(client, tool, args))).toBe(missingScopeMessage(scope));
    const days = await daysViaHttp(person, protocolId, today, today);
    expect((days.days as { entries: unknown[] }[])[0]!.entries).toEqual([]);
  });
});
