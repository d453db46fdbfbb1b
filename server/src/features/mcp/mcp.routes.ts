import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { forbidden, unauthorized } from '../../lib/http-error';
import type { AppEventBus } from '../../lib/app-events';
import type { McpServices } from './mcp-services';
import type { McpCaller } from './mcp-tool-kit';

const memoize = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | null = null;
  return () => (loaded ??= load());
};

export const MCP_PATH = '/api/mcp';

export const PERSONAL_TOKEN_ONLY =
  'The MCP server takes a personal access token only (Authorization: Bearer uhp_…), made in Settings → Embeds & tokens';
export const NO_EVENT_STREAM = 'This MCP server is stateless: send each JSON-RPC message with POST';

/** The SDK is loaded with the first MCP request, not with the server: most servers never get one. */
const loadMcp = memoize(() =>
  Promise.all([import('./mcp-server'), import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js')]),
);

// Any personal access token passes the guard: each tool checks its own scope (mcp-tool-kit.ts).
const mcpAccess = { scope: null, checksScopesItself: true } as const;

/** The headers the transport reads; the token and cookies stay out of the SDK's request info. */
const FORWARDED_HEADERS = ['accept', 'content-type', 'mcp-protocol-version'] as const;

/**
 * MCP clients are not browsers: the cookie rules (same origin, CSRF) would not hold for them, so
 * only a personal access token is taken, whose scopes say what each tool may do.
 */
function requirePersonalToken(request: FastifyRequest): McpCaller {
  if (!request.session) throw unauthorized();
  const { auth } = request;
  if (auth?.kind !== 'token' || auth.tokenKind !== 'personal') throw forbidden(PERSONAL_TOKEN_ONLY);
  return { user: request.session.user, scopes: auth.scopes };
}

/** The request as the SDK's web-standard transport reads it; Fastify has already parsed the body. */
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(request.url, 'http://localhost'), { method: request.method, headers });
}

/**
 * `POST /api/mcp`: a Model Context Protocol server over the streamable HTTP transport, stateless
 * (docs/mcp.md). Each request gets its own server and transport, answering with plain JSON rather
 * than an event stream: no tool sends progress, so the reply goes through Fastify like any other,
 * with its hooks (request id, security headers, request log) intact.
 */
export function mcpRoutes(ctx: AppContext, events: AppEventBus, services: McpServices): FastifyPluginAsyncZod {
  return async (app) => {
    // The tools write logs only: the caller's cached session stays valid.
    app.post(MCP_PATH, { config: { ...mcpAccess, accountUnchanged: true } }, async (request, reply) => {
      const caller = requirePersonalToken(request);
      const [{ createMcpServer }, { WebStandardStreamableHTTPServerTransport }] = await loadMcp();
      const server = createMcpServer({ db: ctx.db, events, services, log: request.log, limiter: ctx.limiter }, caller);
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(toWebRequest(request), { parsedBody: request.body });
        const body = await response.text();
        reply.code(response.status);
        response.headers.forEach((value, name) => void reply.header(name, value));
        return reply.send(body === '' ? undefined : body);
      } finally {
        await server.close();
      }
    });

    // Without sessions there is no stream to open or resume (GET) and nothing to end (DELETE).
    for (const method of ['GET', 'DELETE'] as const) {
      app.route({
        method,
        url: MCP_PATH,
        config: mcpAccess,
        handler: async (request, reply) => {
          requirePersonalToken(request);
          return reply.code(405).header('allow', 'POST').send({ message: NO_EVENT_STREAM });
        },
      });
    }
  };
}
