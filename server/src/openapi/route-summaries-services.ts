import type { RouteDocs } from './route-doc';

// The coach, Learn, wearables, webhooks, the MCP server and this reference itself (route-summaries.ts).

const COACH_FAILED = { 502: 'The configured model failed', 504: 'The configured model timed out' };
const NOT_SET_UP = 'The server is not set up for this wearable';
const message = { type: 'string' };

export const SERVICE_ROUTE_DOCS: RouteDocs = {
  'GET /api/chat/messages': { summary: "The caller's coach conversation", tag: 'Coach', description: 'Oldest first.' },
  'POST /api/chat/messages': {
    summary: 'Save a message to the conversation',
    tag: 'Coach',
    description: 'A conversation keeps its newest 1,000 messages.',
    errors: { 429: 'Past `CHAT_MESSAGES_PER_MINUTE` (default 60) a minute' },
  },
  'DELETE /api/chat/messages': { summary: 'Clear the conversation', tag: 'Coach', success: { status: 204, description: 'Cleared' } },
  'GET /api/chat/coach': {
    summary: 'Which coach answers',
    tag: 'Coach',
    description: 'The built-in offline coach or the configured model.',
  },
  'POST /api/chat/completion': {
    summary: 'Ask the coach',
    tag: 'Coach',
    description: 'The last 10 messages are used; the reply is saved once complete.',
    errors: { 429: 'Past `CHAT_COMPLETIONS_PER_MINUTE` a minute', ...COACH_FAILED },
  },
  'POST /api/chat/completion/stream': {
    summary: 'Ask the coach, the reply streamed',
    tag: 'Coach',
    description: 'Server-sent events: `token`…, then `done` (with the saved reply) or `error`.',
    success: { status: 200, description: 'The reply as server-sent events', contentType: 'text/event-stream' },
    errors: { 429: 'Past `CHAT_COMPLETIONS_PER_MINUTE` a minute', ...COACH_FAILED },
  },
  'GET /api/chat/drafts': {
    summary: 'The logs the coach offered (or an AI assistant proposed over MCP), waiting to be confirmed',
    tag: 'Coach',
    description: 'Oldest first; a draft not confirmed within a day expires. Nothing is stored in a protocol until one is confirmed.',
  },
  'POST /api/chat/drafts/:id/confirm': {
    summary: 'Confirm a draft: write its log',
    tag: 'Coach',
    description:
      "The log is written and the draft marked in one transaction; the coach's sentence is written from the log as stored, and saved.",
    errors: {
      404: 'No waiting draft of the caller’s with this id',
      409: 'The log cannot be written (no fast running to end)',
      429: 'Past `CHAT_MESSAGES_PER_MINUTE` a minute',
    },
  },
  'PATCH /api/chat/drafts/:id': {
    summary: 'Edit a draft before confirming it',
    tag: 'Coach',
    description:
      '`values` sets some of its amounts by key, in the units its card shows (minutes, the person’s weight unit), checked as the write would check them and held to the risk screen.',
    errors: {
      400: 'A value the write would refuse, or a field the draft does not have',
      404: 'No waiting draft of the caller’s with this id',
    },
  },
  'POST /api/chat/drafts/:id/undo': {
    summary: 'Undo a confirmed draft',
    tag: 'Coach',
    description:
      'Within 10 minutes of the confirm: what it wrote is taken back (a log deleted, protein or exercise taken off, an ended fast running again, a tick as it was) and the coach says so.',
    errors: {
      404: 'No draft of the caller’s confirmed within the last 10 minutes with this id',
      429: 'Past `CHAT_MESSAGES_PER_MINUTE` a minute',
    },
  },
  'POST /api/chat/drafts/:id/discard': {
    summary: 'Discard a draft',
    tag: 'Coach',
    success: { status: 204, description: 'Discarded; nothing was written' },
    errors: { 404: 'No waiting draft of the caller’s with this id' },
  },

  'GET /api/chat/memory': {
    summary: 'What the coach remembers for the caller',
    tag: 'Coach',
    description: 'Facts the person asked the coach to remember, oldest first; they ground its answers and its risk screen.',
  },
  'POST /api/chat/memory': {
    summary: 'Have the coach remember a fact',
    tag: 'Coach',
    errors: { 409: 'The coach already remembers 50 facts' },
  },
  'PATCH /api/chat/memory/:id': {
    summary: 'Change a remembered fact',
    tag: 'Coach',
    errors: { 404: 'No memory of the caller’s with this id' },
  },
  'DELETE /api/chat/memory/:id': {
    summary: 'Forget a fact',
    tag: 'Coach',
    success: { status: 204, description: 'Forgotten' },
    errors: { 404: 'No memory of the caller’s with this id' },
  },

  'GET /api/learn/progress': { summary: "The caller's progress in every course they opened", tag: 'Learn' },
  'PUT /api/learn/progress/:courseId': { summary: 'Open a course', tag: 'Learn', errors: { 404: 'No such course' } },
  'PUT /api/learn/progress/:courseId/lessons/:lesson': {
    summary: 'Mark a lesson done',
    tag: 'Learn',
    errors: { 400: 'The lesson is out of range', 404: 'No such course' },
  },
  'DELETE /api/learn/progress/:courseId/lessons/:lesson': {
    summary: 'Mark a lesson not done',
    tag: 'Learn',
    errors: { 400: 'The lesson is out of range', 404: 'No such course' },
  },

  'POST /api/wearables/apple-health/imports': {
    summary: 'Upload an Apple Health export',
    tag: 'Wearables',
    description:
      'The iPhone’s export as the raw body, up to 2 GiB; it is read on the server after the answer (docs/decisions/0018-apple-health-import.md).',
    body: {
      description: 'The export (ZIP) or its export.xml',
      content: Object.fromEntries(
        ['application/zip', 'application/xml', 'text/xml', 'application/octet-stream'].map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type } },
        ]),
      ),
    },
    errors: {
      400: 'The upload is empty or incomplete',
      403: 'The demo account cannot do this',
      409: 'An import is already queued or running',
      413: 'Over 2 GiB',
      415: 'Another content type',
    },
  },
  'GET /api/wearables/apple-health/imports': { summary: "The caller's last 10 Apple Health imports", tag: 'Wearables' },
  'GET /api/wearables/apple-health/imports/:id': { summary: 'One Apple Health import', tag: 'Wearables' },
  'GET /api/wearables': {
    summary: 'The OAuth wearables and their connections',
    tag: 'Wearables',
    description: 'Whether each is set up on this server and connected (docs/wearables.md).',
  },
  'POST /api/wearables/:provider/connect': {
    summary: 'Start connecting a wearable',
    tag: 'Wearables',
    description: '`authorizeUrl` is the provider’s consent page.',
    errors: { 403: 'The demo account cannot do this', 404: 'Unsupported wearable', 409: NOT_SET_UP },
  },
  'GET /api/wearables/:provider/callback': {
    summary: 'Where the wearable’s provider sends the browser back',
    tag: 'Wearables',
    description: 'Redirects to Settings with `connect=connected`, `denied` or `failed`.',
    success: { status: 302, description: 'A redirect to Settings' },
  },
  'POST /api/wearables/:provider/sync': {
    summary: 'Sync a wearable now',
    tag: 'Wearables',
    description: 'A sync starts as soon as a worker is free.',
    success: {
      status: 202,
      description: 'Sync requested',
      contentType: 'application/json',
      schema: { type: 'object', properties: { message }, required: ['message'] },
    },
    errors: { 404: 'Not connected', 409: NOT_SET_UP },
  },
  'DELETE /api/wearables/:provider': {
    summary: 'Disconnect a wearable',
    tag: 'Wearables',
    description: 'Revokes access at the provider where it can and forgets the tokens; with `deleteReadings=true` its readings go too.',
    success: {
      status: 200,
      description: 'Disconnected',
      contentType: 'application/json',
      schema: { type: 'object', properties: { message, deletedReadings: { type: 'integer' } }, required: ['message', 'deletedReadings'] },
    },
    errors: { 404: 'Not connected' },
  },

  'GET /api/webhooks': { summary: "List the caller's webhooks", tag: 'Webhooks' },
  'POST /api/webhooks': {
    summary: 'Register a webhook',
    tag: 'Webhooks',
    description: 'An `https://` address and the events it wants; the signing secret is shown this once.',
    errors: { 400: 'An `http://` address the server does not allow', 403: 'The demo account cannot do this', 409: 'Already 10 webhooks' },
  },
  'PATCH /api/webhooks/:id': { summary: 'Change a webhook, or turn it on or off', tag: 'Webhooks' },
  'DELETE /api/webhooks/:id': { summary: 'Delete a webhook', tag: 'Webhooks', success: { status: 204, description: 'Deleted' } },
  'GET /api/webhooks/:id/deliveries': { summary: "A webhook's recent deliveries", tag: 'Webhooks' },
  'POST /api/webhooks/:id/test': {
    summary: 'Send a test event to a webhook',
    tag: 'Webhooks',
    description: 'The delivery is queued.',
    errors: { 429: 'More than 6 test events in a minute, or the daily limit of deliveries reached' },
  },

  'POST /api/mcp': {
    summary: 'Send a JSON-RPC message to the MCP server',
    tag: 'MCP',
    description:
      'Streamable HTTP, stateless: each message is one POST, answered with plain JSON (202 without a body for a notification). A personal access token only; each tool checks the scope it needs. Send `Accept: application/json, text/event-stream` and `Content-Type: application/json` (406 or 415 with a JSON-RPC error otherwise). See docs/mcp.md.',
    isBearerOnly: true,
    body: {
      description: 'A JSON-RPC 2.0 request or notification',
      content: {
        'application/json': { schema: { type: 'object', properties: { jsonrpc: { const: '2.0' }, method: { type: 'string' } } } },
      },
    },
    success: { status: 200, description: 'The JSON-RPC response', contentType: 'application/json' },
    errors: { 403: 'The session cookie, or a widget or embed token: the MCP server takes a personal access token only' },
  },
  'GET /api/mcp': {
    summary: 'Not available: the MCP server has no event stream',
    tag: 'MCP',
    isBearerOnly: true,
    success: 'none',
    errors: { 405: 'Always, with `Allow: POST`' },
  },
  'DELETE /api/mcp': {
    summary: 'Not available: the MCP server has no sessions to end',
    tag: 'MCP',
    isBearerOnly: true,
    success: 'none',
    errors: { 405: 'Always, with `Allow: POST`' },
  },

  'GET /api/openapi.json': {
    summary: 'This OpenAPI document',
    tag: 'Reference',
    description: 'Generated from the routes’ schemas; `/api/docs` shows it as a readable reference.',
    success: { status: 200, description: 'The OpenAPI 3.1 document', contentType: 'application/json' },
  },
};
