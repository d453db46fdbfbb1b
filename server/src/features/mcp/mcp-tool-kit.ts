import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { COACH_TOOLS, type ReadToolName } from '@uh/core/coach-tools/tool-registry';
import type { ApiScope } from '@uh/core/embed/embed-tokens.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AppEventBus } from '../../lib/app-events';
import { errorLogFields } from '../../lib/error-log';
import { HttpError } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limit';
import type { UserRow } from '../../lib/user-view';
import type { McpServices } from './mcp-services';
import { missingScopeMessage } from '../../plugins/guards';

/**
 * What every tool may use: the same database, event bus and services the HTTP routes get from app.ts (a
 * write through a tool raises the events the same write over HTTP raises: checklist, webhooks).
 */
export type McpDeps = { db: Database; events: AppEventBus; services: McpServices; log: FastifyBaseLogger; limiter: RateLimiter };

/** Who is calling: the owner of the personal access token, and the scopes it was given. */
export type McpCaller = { user: UserRow; scopes: readonly string[] };

/** Messages a tool sends about its input, worded like the HTTP routes' 400s and 403s. */
export const OTHER_PERSON_REFUSED = 'You can only access your own data';
const UNEXPECTED_FAILURE = 'Something went wrong on the server: try again in a moment';

/**
 * A tool's answer: the same JSON the HTTP route returns, as text for every client and as
 * structured content for the clients that read the tool's output schema.
 */
export function jsonResult(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
}

export function errorResult(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/**
 * Runs a tool for the caller when their token holds `scope`. A missing scope, or a service's
 * refusal (400, 404, 409…), becomes a tool error the client can show, naming what was wrong,
 * rather than a failed HTTP request: the model can then explain which scope the token needs.
 * Anything else is logged and reported without its details, as the error handler does for a 500.
 */
export async function runWithScope(
  deps: McpDeps,
  caller: McpCaller,
  scope: ApiScope,
  run: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  if (!caller.scopes.includes(scope)) return errorResult(missingScopeMessage(scope));
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return errorResult(error.message);
    deps.log.error({ error: errorLogFields(error) }, 'MCP tool failed');
    return errorResult(UNEXPECTED_FAILURE);
  }
}

/**
 * The routes' create schemas accept an optional `userId` that must be the caller's own (the guard
 * checks it on HTTP); a tool holds its arguments to the same rule.
 */
export function isOtherPerson(caller: McpCaller, userId: number | undefined): boolean {
  return userId !== undefined && userId !== caller.user.id;
}

/**
 * A read tool's title, words and arguments, as the registry gives them to every door
 * (core/src/coach-tools/tool-registry.ts), with the scope it needs named for the client.
 */
export function readToolConfig<K extends ReadToolName>(name: K) {
  const tool = COACH_TOOLS[name];
  return {
    title: tool.title,
    description: `${tool.description} Needs the ${tool.scope} scope.`,
    inputSchema: tool.input as (typeof COACH_TOOLS)[K]['input'],
    annotations: { readOnlyHint: true },
  };
}

/** Runs a read tool with the scope the registry gives it. */
export const runReadTool = (deps: McpDeps, caller: McpCaller, name: ReadToolName, run: () => Promise<CallToolResult>) =>
  runWithScope(deps, caller, COACH_TOOLS[name].scope, run);
