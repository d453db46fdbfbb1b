import { API_SCOPES, type ApiScope } from '@uh/core/embed/embed-tokens.schema';
import type { ZodType } from 'zod';

/**
 * Which group each scope is offered under. A record over every scope, so a scope added in core
 * does not type-check here until someone decides where it belongs. The export only reads, so it
 * sits with the reads (and "Select every read scope" includes it).
 */
const SCOPE_GROUP = {
  'logs:read': 'read',
  'biometrics:read': 'read',
  'checklist:read': 'read',
  'progress:read': 'read',
  export: 'read',
  'logs:write': 'write',
  'biometrics:write': 'write',
  'checklist:write': 'write',
  chat: 'write',
  'mcp:write-without-confirm': 'write',
} as const satisfies Record<ApiScope, 'read' | 'write'>;

/** The scopes in core's order (API_SCOPES), split the way the form groups its checkboxes. */
export const READ_SCOPES = API_SCOPES.filter((scope) => SCOPE_GROUP[scope] === 'read');
export const WRITE_SCOPES = API_SCOPES.filter((scope) => SCOPE_GROUP[scope] === 'write');

/** Chosen scopes always in core's order, so the request and the list read the same whatever was ticked first. */
const inCoreOrder = (scopes: ReadonlySet<ApiScope>): ApiScope[] => API_SCOPES.filter((scope) => scopes.has(scope));

/** Ticks or unticks one scope. */
export function toggleScope(scopes: readonly ApiScope[], scope: ApiScope): ApiScope[] {
  const next = new Set(scopes);
  if (next.has(scope)) next.delete(scope);
  else next.add(scope);
  return inCoreOrder(next);
}

/** The "read everything" shortcut: every read scope ticked, the write scopes left as they were. */
export const withEveryReadScope = (scopes: readonly ApiScope[]): ApiScope[] => inCoreOrder(new Set([...scopes, ...READ_SCOPES]));

/** The core schema's first message for the chosen scopes (e.g. 'Pick at least one scope'), or null when they are fine. */
export function scopesProblem(schema: ZodType<ApiScope[]>, scopes: readonly ApiScope[]): string | null {
  const result = schema.safeParse(scopes);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check the scopes');
}

/** Where the API reference lives (server DOCS_PATH). */
export const API_DOCS_PATH = '/api/docs';

/** The scope the usage example needs; a token without it is told so under the example. */
export const USAGE_EXAMPLE_SCOPE: ApiScope = 'progress:read';

/**
 * A command that works as pasted: the real token and this app's origin, reading this week's
 * progress summary (a harmless read that shows the token works).
 */
export const usageExample = (origin: string, token: string) =>
  `curl -H "Authorization: Bearer ${token}" "${origin}/api/progress/summary?range=week"`;
