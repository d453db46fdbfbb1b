import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { WRITE_TOOL_CALLS_PER_MINUTE, WRITE_TOOL_NAMES, type WriteToolName } from '@uh/core/coach-tools/tool-registry';
import type { ApiScope } from '@uh/core/embed/embed-tokens.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { missingScopeMessage } from '../../plugins/guards';
import { signUp, testDatabase } from '../../../test/test-app';
import { PROPOSAL_GONE } from './mcp-write-tools';
import { callTool, connectMcpClient, errorOf, jsonOf, makePersonalToken, PROPOSING_SCOPES, startListeningApp } from './mcp-test-helpers';

/**
 * The MCP door's write tools propose; only confirm_proposal writes (docs/coach-tools.md). Every
 * write tool is tried, and the database, not the API, says what was written.
 */

type Person = Awaited<ReturnType<typeof signUp>>;

let app: App;
let mcpUrl: URL;
let db: ReturnType<typeof testDatabase>['db'];

beforeAll(async () => {
  ({ app, mcpUrl } = await startListeningApp());
  db = testDatabase().db;
});

const WRITTEN_TABLES = [
  'thirty_thirty_thirty_logs',
  'fasting_logs',
  'cold_exposure_logs',
  'biometric_logs',
  'daily_checklists',
  'custom_protocol_entries',
];

/** Every row the person has in any table a write tool can write, as the database holds it. */
async function rowsOf(userId: number): Promise<string> {
  const tables: unknown[] = [];
  for (const table of WRITTEN_TABLES) {
    const result = await db.execute(
      sql`SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) AS rows FROM ${sql.identifier(table)} t WHERE user_id = ${userId}`,
    );
    tables.push((result.rows[0] as { rows: unknown }).rows);
  }
  return JSON.stringify(tables);
}

const routine = {
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id: 'evening-routine',
  title: 'Evening routine',
  components: [{ id: 'stretch', label: 'Stretching', kind: 'duration', target: { kind: 'atLeast', value: 300 } }],
  group: { kind: 'all' },
  schedule: { kind: 'daily' },
};

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** One call of each write tool, as a client would send it. */
const CALLS: Record<WriteToolName, Record<string, unknown>> = {
  log_cold_session: { exposureMethod: 'cold_plunge', temperature: 50, duration: 180, completed: true },
  log_biometrics: { weight: 181, hrv: 58 },
  start_fast: { targetHours: 16 },
  end_fast: {},
  log_protein: { grams: 30 },
  log_exercise: { seconds: 900 },
  tick_checklist_item: { item: 'sunlightExposureCompleted' },
  log_protocol_entry: { protocol: 'evening-routine', componentId: 'stretch', value: 600 },
  skip_protocol_day: { protocol: 'evening-routine', reason: 'Travelling' },
};

/** A fresh person with a protocol of their own and a fast running (so end_fast has one to end), and a client. */
async function person(scopes: readonly ApiScope[] = PROPOSING_SCOPES): Promise<{ person: Person; client: Client }> {
  const someone = await signUp(app);
  const headers = { cookie: someone.cookie };
  expect((await app.inject({ method: 'POST', url: '/api/custom-protocols', headers, payload: { document: routine } })).statusCode).toBe(
    201,
  );
  return { person: someone, client: await connectMcpClient(mcpUrl, await makePersonalToken(app, someone.cookie, scopes)) };
}

const startFastByHand = (someone: Person) =>
  app.inject({
    method: 'POST',
    url: '/api/protocols/fasting',
    headers: { cookie: someone.cookie },
    payload: { startTime: hourAgo(), targetHours: 16 },
  });

const proposalOf = (result: Record<string, unknown>) => (result.proposal as { id: string; summary: string }).id;

describe('every write tool over MCP', () => {
  it.each(WRITE_TOOL_NAMES)('%s writes 0 rows when proposed, 0 when discarded, and its one write when confirmed', async (name) => {
    const { person: someone, client } = await person();
    if (name === 'end_fast') expect((await startFastByHand(someone)).statusCode).toBe(201);
    const before = await rowsOf(someone.user.id);

    const discarded = jsonOf(await callTool(client, name, CALLS[name]));
    expect(discarded).toMatchObject({ status: 'proposed', next: expect.stringContaining('confirm_proposal') });
    expect(await rowsOf(someone.user.id)).toBe(before);
    expect(jsonOf(await callTool(client, 'discard_proposal', { proposalId: proposalOf(discarded) }))).toEqual({ status: 'discarded' });
    expect(errorOf(await callTool(client, 'confirm_proposal', { proposalId: proposalOf(discarded), confirm: true }))).toBe(PROPOSAL_GONE);
    expect(await rowsOf(someone.user.id)).toBe(before);

    const proposed = jsonOf(await callTool(client, name, CALLS[name]));
    expect(errorOf(await callTool(client, 'confirm_proposal', { proposalId: proposalOf(proposed), confirm: false }))).toContain(
      'confirm must be true',
    );
    expect(await rowsOf(someone.user.id)).toBe(before);
    const confirmed = jsonOf(await callTool(client, 'confirm_proposal', { proposalId: proposalOf(proposed), confirm: true }));
    expect(confirmed).toMatchObject({ status: 'stored', sentence: expect.any(String), written: expect.any(Object) });
    expect(await rowsOf(someone.user.id)).not.toBe(before);

    // A proposal writes once: a second confirm finds it decided.
    const after = await rowsOf(someone.user.id);
    expect(errorOf(await callTool(client, 'confirm_proposal', { proposalId: proposalOf(proposed), confirm: true }))).toBe(PROPOSAL_GONE);
    expect(await rowsOf(someone.user.id)).toBe(after);
  });
});

describe('proposals', () => {
  it('answers the sentence from the stored row, in the person’s units', async () => {
    const { person: someone, client } = await person();
    await app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: someone.cookie },
      payload: { weightUnit: 'kg', temperatureUnit: 'C' },
    });
    const proposed = jsonOf(
      await callTool(client, 'log_cold_session', { ...CALLS.log_cold_session, temperature: 4, temperatureUnit: 'C' }),
    );
    expect((proposed.proposal as { summary: string }).summary).toBe('Cold Plunge · 3 min at 4 °C');
    const { sentence } = jsonOf(await callTool(client, 'confirm_proposal', { proposalId: proposalOf(proposed), confirm: true }));
    const stored = await db.execute(sql`SELECT temperature_c, duration_seconds FROM cold_exposure_logs WHERE user_id = ${someone.user.id}`);
    expect(stored.rows).toEqual([{ temperature_c: 4, duration_seconds: 180 }]);
    expect(sentence).toMatch(/^Logged: cold plunge, 3 min at 4 °C, \d\d:\d\d\.$/);
  });

  it('skips a day of the person’s own protocol once confirmed, says so from the stored mark, and Undo takes it back', async () => {
    const { person: someone, client } = await person();
    const proposed = jsonOf(await callTool(client, 'skip_protocol_day', CALLS.skip_protocol_day));
    const { date } = (proposed.proposal as { plan: { date: string } }).plan;
    expect((proposed.proposal as { summary: string }).summary).toBe(`Skip Evening routine on ${date} (Travelling)`);
    const { sentence } = jsonOf(await callTool(client, 'confirm_proposal', { proposalId: proposalOf(proposed), confirm: true }));
    expect(sentence).toBe(`Skipped: Evening routine on ${date} (Travelling).`);
    const skipped = async () =>
      (
        await db.execute(
          sql`SELECT count(*)::int AS n FROM custom_protocol_entries WHERE user_id = ${someone.user.id} AND state = 'skipped'`,
        )
      ).rows[0] as { n: number };
    expect(await skipped()).toEqual({ n: 1 });
    const undone = await app.inject({
      method: 'POST',
      url: `/api/chat/drafts/${proposalOf(proposed)}/undo`,
      headers: { cookie: someone.cookie },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await skipped()).toEqual({ n: 0 });
  });

  it('cannot be confirmed or discarded by another person, nor a coach’s draft over MCP', async () => {
    const { person: owner, client } = await person();
    const proposed = jsonOf(await callTool(client, 'log_protein', { grams: 40 }));
    const stranger = await person();
    const before = await rowsOf(owner.user.id);
    const proposalId = proposalOf(proposed);
    expect(errorOf(await callTool(stranger.client, 'confirm_proposal', { proposalId, confirm: true }))).toBe(PROPOSAL_GONE);
    expect(errorOf(await callTool(stranger.client, 'discard_proposal', { proposalId }))).toBe(PROPOSAL_GONE);
    expect(await rowsOf(owner.user.id)).toBe(before);

    const asked = await app.inject({
      method: 'POST',
      url: '/api/chat/completion',
      headers: { cookie: owner.cookie },
      payload: { messages: [{ role: 'user', content: 'log 40 g protein' }] },
    });
    const [coachDraft] = asked.json().drafts as { id: string }[];
    expect(errorOf(await callTool(client, 'confirm_proposal', { proposalId: coachDraft!.id, confirm: true }))).toBe(PROPOSAL_GONE);
    expect(await rowsOf(owner.user.id)).toBe(before);
  });

  it('waits in the app beside the coach’s drafts, where the person can confirm it', async () => {
    const { person: someone, client } = await person();
    const proposed = jsonOf(await callTool(client, 'log_exercise', { seconds: 1200 }));
    const drafts = await app.inject({ method: 'GET', url: '/api/chat/drafts', headers: { cookie: someone.cookie } });
    expect(drafts.json()).toEqual([expect.objectContaining({ id: proposalOf(proposed), origin: 'mcp' })]);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/chat/drafts/${proposalOf(proposed)}/confirm`,
      headers: { cookie: someone.cookie },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message.content).toBe("Logged: today's 30-30-30 now holds 0 g protein and 20 min of exercise.");

    // A tick confirmed in the app, then undone there: the item is as it was.
    const tick = jsonOf(await callTool(client, 'tick_checklist_item', { item: 'supplementsCompleted' }));
    const today = async () =>
      (await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie: someone.cookie } })).json();
    const inApp = (action: string) =>
      app.inject({ method: 'POST', url: `/api/chat/drafts/${proposalOf(tick)}/${action}`, headers: { cookie: someone.cookie } });
    expect((await inApp('confirm')).statusCode).toBe(200);
    expect(await today()).toMatchObject({ supplementsCompleted: true });
    expect((await inApp('undo')).statusCode).toBe(200);
    expect(await today()).toMatchObject({ supplementsCompleted: false });
  });

  it('needs the scope of the tool that proposed it to confirm', async () => {
    const { person: someone, client } = await person();
    const proposed = jsonOf(await callTool(client, 'log_biometrics', { weight: 170 }));
    const reader = await connectMcpClient(mcpUrl, await makePersonalToken(app, someone.cookie, ['biometrics:read']));
    expect(errorOf(await callTool(reader, 'confirm_proposal', { proposalId: proposalOf(proposed), confirm: true }))).toBe(
      missingScopeMessage('biometrics:write'),
    );
    expect(jsonOf(await callTool(client, 'confirm_proposal', { proposalId: proposalOf(proposed), confirm: true })).status).toBe('stored');
  });

  it('stores at once for a token given “write without confirm”, and leaves nothing waiting when the write is refused', async () => {
    const { person: someone, client } = await person([...PROPOSING_SCOPES, 'mcp:write-without-confirm']);
    const stored = jsonOf(await callTool(client, 'log_protein', { grams: 30 }));
    expect(stored).toMatchObject({ status: 'stored', sentence: "Logged: today's 30-30-30 now holds 30 g protein and 0 s of exercise." });
    expect(errorOf(await callTool(client, 'end_fast'))).toContain('No active fasting session found');
    const waiting = await app.inject({ method: 'GET', url: '/api/chat/drafts', headers: { cookie: someone.cookie } });
    expect(waiting.json()).toEqual([]);
  });

  it('refuses a write tool past its calls a minute, for that tool only', async () => {
    const { client } = await person();
    for (let call = 0; call < WRITE_TOOL_CALLS_PER_MINUTE; call += 1) {
      expect(jsonOf(await callTool(client, 'log_protein', { grams: 10 })).status).toBe('proposed');
    }
    expect(errorOf(await callTool(client, 'log_protein', { grams: 10 }))).toMatch(/^Too many log_protein calls: at most 20 a minute/);
    expect(jsonOf(await callTool(client, 'log_exercise', { seconds: 60 })).status).toBe('proposed');
  });

  it('holds proposals to the risk screen of what the person told the coach', async () => {
    const { person: someone, client } = await person();
    // As the chat page does: the person's message is saved to their conversation.
    const told = await app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { cookie: someone.cookie },
      payload: { role: 'user', content: 'I have type 1 diabetes and Raynaud’s' },
    });
    expect(told.statusCode, told.body).toBe(201);
    const before = await rowsOf(someone.user.id);
    expect(errorOf(await callTool(client, 'start_fast', { targetHours: 36 }))).toContain('longer than 24 hours');
    expect(errorOf(await callTool(client, 'log_cold_session', { ...CALLS.log_cold_session, temperature: 40 }))).toContain('below 10 °C');
    expect(jsonOf(await callTool(client, 'start_fast', { targetHours: 16 })).status).toBe('proposed');
    expect(await rowsOf(someone.user.id)).toBe(before);
  });
});
