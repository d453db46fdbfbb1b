import type { FastifyContextConfig } from 'fastify';

/**
 * Who may read and write protocol logs: a personal token with the logs scopes, or a widget token
 * (the embeddable features, docs/decisions/0016). A log write never changes the account or its
 * sessions, so the writer keeps their cached session.
 */
const PROTOCOL_LOG_ACCESS = {
  read: { widget: true, scope: 'logs:read' },
  write: { widget: true, accountUnchanged: true, scope: 'logs:write' },
} as const satisfies { read: FastifyContextConfig; write: FastifyContextConfig };

/** The same scopes without the widget token, for a protocol that has no widget. */
const WIDGETLESS_LOG_ACCESS = {
  read: { scope: 'logs:read' },
  write: { accountUnchanged: true, scope: 'logs:write' },
} as const satisfies { read: FastifyContextConfig; write: FastifyContextConfig };

/** A protocol's log access: a widget token reaches its logs only when its registry entry has a widget (`embed`). */
export const protocolLogAccess = (entry: { embed: object | null }) => (entry.embed === null ? WIDGETLESS_LOG_ACCESS : PROTOCOL_LOG_ACCESS);

/** Health readings have scopes of their own and no widget; a write keeps the writer's cached session. */
export const HEALTH_READING_ACCESS = {
  read: { scope: 'biometrics:read' },
  write: { accountUnchanged: true, scope: 'biometrics:write' },
} as const satisfies { read: FastifyContextConfig; write: FastifyContextConfig };
