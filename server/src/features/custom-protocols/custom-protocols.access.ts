import type { FastifyContextConfig } from 'fastify';

/**
 * Who reaches a person's own protocols: the signed-in app, or a personal access token with the
 * logs scopes, as for the built-in protocols' logs. A widget reaches only one protocol's tracker
 * (its routes add the flag themselves), never the managing of protocols. A write never changes
 * the account or its sessions, so the writer keeps their cached session. The shared demo account
 * may write here too: it is reset every night, as its logs are.
 */
export const CUSTOM_PROTOCOL_ACCESS = {
  read: { scope: 'logs:read' },
  write: { accountUnchanged: true, scope: 'logs:write' },
} as const satisfies { read: FastifyContextConfig; write: FastifyContextConfig };
