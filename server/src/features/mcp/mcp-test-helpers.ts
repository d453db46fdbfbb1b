import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { API_SCOPES, type ApiScope, WRITE_WITHOUT_CONFIRM_SCOPE } from '@uh/core/embed/embed-tokens.schema';
import { afterAll } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../../test/test-app';
import { MCP_PATH } from './mcp.routes';

/** The real app on a real port: the SDK's client speaks HTTP, not `inject`. */
export async function startListeningApp(): Promise<{ app: App; mcpUrl: URL }> {
  const app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, mcpUrl: new URL(`http://127.0.0.1:${port}${MCP_PATH}`) };
}

/** Every scope but the one that stores at once: the write tools then propose, and confirm_proposal writes. */
export const PROPOSING_SCOPES = API_SCOPES.filter((scope) => scope !== WRITE_WITHOUT_CONFIRM_SCOPE);

/** Makes a personal access token in Settings → Embeds & tokens as the signed-in person. */
export async function makePersonalToken(app: App, cookie: string, scopes: readonly ApiScope[]): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie },
    payload: { name: 'My AI client', expiresIn: '1d', scopes },
  });
  if (response.statusCode !== 201) throw new Error(`token creation failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** The official SDK's client, connected the way docs/mcp.md tells a person to configure theirs. */
export async function connectMcpClient(mcpUrl: URL, token: string): Promise<Client> {
  const client = new Client({ name: 'uh-test-client', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers: { Authorization: `Bearer ${token}` } } });
  await client.connect(transport);
  clients.push(client);
  return client;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The JSON a successful tool answered with (its text content), failing the test on a tool error. */
export function jsonOf(result: CallToolResult): Record<string, unknown> {
  const [first] = result.content;
  if (first?.type !== 'text') throw new Error('The tool answered without text');
  if (result.isError) throw new Error(`The tool failed: ${first.text}`);
  return JSON.parse(first.text) as Record<string, unknown>;
}

/** The message of a tool error, failing the test when the tool succeeded. */
export function errorOf(result: CallToolResult): string {
  const [first] = result.content;
  if (!result.isError || first?.type !== 'text') throw new Error(`Expected a tool error, got ${JSON.stringify(result)}`);
  return first.text;
}
