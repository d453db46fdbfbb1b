import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { inSentence } from '@uh/core/common/label-in-sentence.logic';
import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';
import { TOOL_NAMES, WRITE_TOOL_NAMES } from '@uh/core/coach-tools/tool-registry';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUp } from '../../../test/test-app';
import { createEmbedToken } from '../embed/embed-test-helpers';
import { connectMcpClient, makePersonalToken, startListeningApp } from './mcp-test-helpers';
import { MCP_PATH, NO_EVENT_STREAM, PERSONAL_TOKEN_ONLY } from './mcp.routes';

/**
 * The MCP endpoint as a client meets it: the SDK's own client connects with a personal access
 * token and finds every tool of the coach's registry (core/src/coach-tools) and the two that decide
 * proposals; everything else (a cookie, no token, another kind of token,
 * GET or DELETE) is refused with a `{ message }` saying why.
 */

/** Every tool of the coach's registry, and the two that decide what the write tools propose. */
const TOOLS = [...TOOL_NAMES, 'confirm_proposal', 'discard_proposal'].sort();

let app: App;
let mcpUrl: URL;
let person: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ({ app, mcpUrl } = await startListeningApp());
  person = await signUp(app);
});

/** What an MCP client sends first, by hand: for the refusals, which the SDK's client would only throw about. */
const initialize = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: MCP_PATH,
    headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...headers },
    payload: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    },
  });

describe('connecting with the official SDK client', () => {
  it('lists every tool of the registry, and no other but the proposals’ two, each with its input and output schema', async () => {
    const client = await connectMcpClient(mcpUrl, await makePersonalToken(app, person.cookie, ['logs:read']));
    expect(client.getServerVersion()?.name).toBe('ultimate-human');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.description, tool.name).toMatch(/Needs the ([a-z]+:(read|write)|scope of the tool that proposed it)/);
    }
    // Each write tool says it proposes, and asks for its confirm.
    for (const name of WRITE_TOOL_NAMES) expect(tools.find((tool) => tool.name === name)!.description, name).toContain('confirm_proposal');
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    // The routes' own schemas: the cold session's fields, the protocols, the checklist items.
    expect(Object.keys(byName.log_cold_session!.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['exposureMethod', 'temperature', 'temperatureUnit', 'duration']),
    );
    expect(byName.log_cold_session!.inputSchema.required).toEqual(expect.arrayContaining(['exposureMethod', 'temperature', 'duration']));
    expect(byName.list_logs!.inputSchema.properties?.protocol).toMatchObject({
      enum: expect.arrayContaining(['thirtyThirtyThirty', 'fasting', 'coldExposure']),
    });
    // Its description names every protocol it lists, however many there are.
    for (const { habit } of TRACKED_PROTOCOLS) expect(byName.list_logs!.description).toContain(inSentence(habit.label));
    expect(byName.tick_checklist_item!.inputSchema.properties?.item).toMatchObject({
      enum: expect.arrayContaining(['coldExposureCompleted']),
    });
    expect(byName.get_progress_summary!.inputSchema.properties?.range).toMatchObject({ enum: ['week', 'month', 'all'] });
    expect(byName.get_biometrics!.inputSchema.properties?.metric).toMatchObject({ enum: expect.arrayContaining(['weight', 'heartRate']) });
    expect(byName.log_protocol_entry!.inputSchema.required).toEqual(expect.arrayContaining(['protocol', 'componentId']));
    expect(byName.get_active_fast!.annotations?.readOnlyHint).toBe(true);
    expect(byName.log_cold_session!.annotations?.readOnlyHint).toBe(false);
  });

  it('answers a bearer request with JSON, carrying the app’s own headers', async () => {
    const token = await makePersonalToken(app, person.cookie, ['logs:read']);
    const response = await initialize({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.headers['mcp-session-id']).toBeUndefined();
    expect(response.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'ultimate-human' } } });
  });
});

describe('who may connect', () => {
  it('refuses a request without a token', async () => {
    const response = await initialize({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses the session cookie: MCP clients are not browsers', async () => {
    const response = await initialize({ cookie: person.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PERSONAL_TOKEN_ONLY });
  });

  it('refuses an unknown token and an embed token', async () => {
    const unknown = await initialize({ authorization: 'Bearer uhp_not-a-real-token' });
    expect(unknown.statusCode).toBe(401);
    const { token } = await createEmbedToken(app, person.cookie);
    const embed = await initialize({ authorization: `Bearer ${token}` });
    expect(embed.statusCode).toBe(403);
    expect(embed.json()).toEqual({ message: expect.stringContaining('embeddable features') });
  });

  it('makes the SDK client fail to connect without a valid token', async () => {
    await expect(connectMcpClient(mcpUrl, 'uhp_not-a-real-token')).rejects.toThrow();
  });
});

describe('the stateless transport', () => {
  it.each(['GET', 'DELETE'] as const)('answers %s with 405: there is no event stream or session', async (method) => {
    const token = await makePersonalToken(app, person.cookie, ['logs:read']);
    const response = await app.inject({
      method,
      url: MCP_PATH,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ message: NO_EVENT_STREAM });
  });

  it('holds clients to the Accept header the protocol requires', async () => {
    const token = await makePersonalToken(app, person.cookie, ['logs:read']);
    const response = await initialize({ authorization: `Bearer ${token}`, accept: 'application/json' });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toMatchObject({ error: { message: expect.stringContaining('text/event-stream') } });
  });

  it('answers a malformed JSON-RPC message with 400', async () => {
    const token = await makePersonalToken(app, person.cookie, ['logs:read']);
    const response = await app.inject({
      method: 'POST',
      url: MCP_PATH,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
      payload: { hello: 'world' },
    });
    expect(response.statusCode).toBe(400);
  });
});
