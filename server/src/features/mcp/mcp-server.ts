import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerBiometricTools } from './mcp-biometric-tools';
import { registerExperimentTools } from './mcp-experiment-tools';
import { registerInsightTools } from './mcp-insight-tools';
import { registerLogTools } from './mcp-log-tools';
import { registerProgressTools } from './mcp-progress-tools';
import { registerProtocolTools } from './mcp-protocol-tools';
import type { McpCaller, McpDeps } from './mcp-tool-kit';
import { registerWriteTools } from './mcp-write-tools';

export const MCP_SERVER_INFO = { name: 'ultimate-human', title: 'Ultimate Human', version: '1.0.0' };

const INSTRUCTIONS =
  'Reads and logs one person’s Ultimate Human wellness data: the 30-30-30, fasting and cold exposure protocols, ' +
  'biometric readings, the daily checklist, progress, what works for the person (insights), their experiments, and the protocols the person defined themselves. Each tool needs a scope on the personal access token; ' +
  'a tool whose scope the token lacks answers with an error naming it.';

/**
 * One server for one request (the transport is stateless), bound to the caller: every tool reads
 * and writes their data only, so no tool takes a user id of its own.
 */
export function createMcpServer(deps: McpDeps, caller: McpCaller): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, { instructions: INSTRUCTIONS });
  registerProgressTools(server, deps, caller);
  registerInsightTools(server, deps, caller);
  registerExperimentTools(server, deps, caller);
  registerLogTools(server, deps, caller);
  registerBiometricTools(server, deps, caller);
  registerProtocolTools(server, deps, caller);
  registerWriteTools(server, deps, caller);
  return server;
}
