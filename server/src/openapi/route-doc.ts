import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';

/**
 * What the OpenAPI document says about a route beyond its zod schemas: the catalogue in
 * route-summaries.ts holds one of these for every /api route, keyed `METHOD /url` as Fastify
 * registers it (`GET /api/biometrics/:userId`). A test fails for a route missing from it.
 */

/** The document's sections, in the order the reference shows them. */
export const API_TAGS = [
  { name: 'Account', description: 'Registering, signing in and out, the account and its sign-in methods' },
  // Each built-in protocol's section, as its registry entry names it, in the app's display order.
  ...PROTOCOL_REGISTRY.map(({ apiTag }) => apiTag),
  { name: 'Your protocols', description: 'Protocols a person defines as open JSON documents, and their days (docs/protocols.md)' },
  { name: 'Logs', description: 'Undoing the deletion of any log' },
  { name: 'Checklist', description: 'The daily checklist, in the person’s time zone' },
  { name: 'Progress', description: 'Streaks, rates and statistics' },
  { name: 'Insights', description: 'What works for me: links in the person’s own data, tested honestly' },
  {
    name: 'Experiments',
    description: 'N-of-1 experiments: planned days with and without a habit, and what they showed (docs/experiments.md)',
  },
  { name: 'Coach', description: 'The coach chat' },
  {
    name: 'Sharing',
    description: 'Sharing with the people who help a person, and what they read and propose through a grant (docs/sharing.md)',
  },
  { name: 'Journal', description: 'The voice journal: recordings, transcription and entries' },
  { name: 'Learn', description: 'Progress through the Learn courses' },
  { name: 'Settings', description: 'Preferences, safety screens and reminders' },
  { name: 'Data', description: 'Exporting and importing the whole account' },
  { name: 'Wearables', description: 'Apple Health imports and connected wearables' },
  { name: 'Embedding', description: 'Widgets and access tokens' },
  { name: 'Webhooks', description: 'The person’s own endpoints, called when something happens (docs/webhooks.md)' },
  { name: 'MCP', description: 'The Model Context Protocol server for AI clients (docs/mcp.md)' },
  { name: 'Admin', description: 'Running the server: accounts, invites, status and the audit trail (docs/administration.md)' },
  { name: 'Reference', description: 'This document' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** The error statuses a route may name with its own reason (the common ones are added for every route). */
export type ErrorStatus = 400 | 403 | 404 | 405 | 406 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504;

/** A success answer that no zod schema describes: no body, a redirect, a file or a stream. */
export type PlainSuccess = {
  status: 200 | 201 | 202 | 204 | 302;
  description: string;
  /** The body's media type; none for an answer without a body. */
  contentType?: string;
  /** The JSON Schema of the body, when the route's code gives it a known shape. */
  schema?: Record<string, unknown>;
};

/** A request body the route reads itself rather than through a zod schema (files, forms). */
export type RawBody = {
  description: string;
  /** The media types it takes, each with the JSON Schema of what it holds. */
  content: Record<string, { schema: Record<string, unknown> }>;
};

export type RouteDoc = {
  summary: string;
  tag: ApiTag;
  /** What the summary cannot say: rules, limits, side effects (CommonMark). */
  description?: string;
  /** Route-specific errors and why they happen; they add to (or explain) the common ones. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /**
   * Required when the route declares no 2xx response schema: the document must say what success
   * looks like. `none`: the route only ever refuses (it names the method to use instead).
   */
  success?: PlainSuccess | 'none';
  body?: RawBody;
  /** The route refuses the session cookie itself (its config cannot say so): a bearer token only. */
  isBearerOnly?: boolean;
};

export type RouteDocs = Record<string, RouteDoc>;

/** The catalogue key of a route: its method and its URL as registered. */
export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
