import { TOKEN_PREFIX, WIDGET_SCOPE } from '@uh/core/embed/embed-tokens.schema';

/** Who may call a route, read from its `config` (the flags guards.ts enforces). */
export type RouteAccess = {
  isPublic: boolean;
  /** A widget or embed token reaches it. */
  isWidget: boolean;
  /** The scope a personal access token needs here; null: no personal access token reaches it. */
  scope: string | null;
  /** Any personal access token passes the guard, and the route checks each operation's scope (the MCP server). */
  checksScopesItself: boolean;
};

export const SESSION_COOKIE_SCHEME = 'sessionCookie';
export const BEARER_TOKEN_SCHEME = 'bearerToken';

/** Read defensively: the flags are optional, so anything but the expected type counts as absent. */
export function routeAccessOf(config: unknown): RouteAccess {
  const flags: Record<string, unknown> = typeof config === 'object' && config !== null ? { ...config } : {};
  return {
    isPublic: flags.isPublic === true,
    isWidget: flags.widget === true,
    scope: typeof flags.scope === 'string' ? flags.scope : null,
    checksScopesItself: flags.checksScopesItself === true,
  };
}

export type SecurityRequirement = Record<string, string[]>;

/**
 * The operation's `security`: any one of the requirements will do. A public route needs none;
 * otherwise the session cookie, or a bearer token holding one of the scopes listed (a widget
 * token's scope is `widget`; OpenAPI 3.1 lets non-OAuth schemes list the roles they need; an
 * empty list: any personal access token, the route checking scopes itself). `isBearerOnly`: the
 * route refuses the session cookie itself, which its config cannot say (route-summaries.ts).
 */
export function securityOf(access: RouteAccess, isBearerOnly = false): SecurityRequirement[] {
  if (access.isPublic) return [];
  const tokens: SecurityRequirement[] = [];
  if (access.isWidget) tokens.push({ [BEARER_TOKEN_SCHEME]: [WIDGET_SCOPE] });
  if (access.checksScopesItself) tokens.push({ [BEARER_TOKEN_SCHEME]: [] });
  else if (access.scope !== null) tokens.push({ [BEARER_TOKEN_SCHEME]: [access.scope] });
  // Never an empty list for a route that is not public: that would read as "no auth needed".
  return isBearerOnly && tokens.length > 0 ? tokens : [{ [SESSION_COOKIE_SCHEME]: [] }, ...tokens];
}

/** The security schemes the requirements above name (cookie names: plugins/session.ts). */
export const SECURITY_SCHEMES = {
  [SESSION_COOKIE_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: 'uh_session',
    description:
      'The session cookie that signing in sets (named `__Host-uh_session` when the app is served over HTTPS). A write sent with it from a browser must come from the app’s own origin.',
  },
  [BEARER_TOKEN_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    description:
      `\`Authorization: Bearer <token>\`. A personal access token (\`${TOKEN_PREFIX.personal}…\`) reaches the operations listing one of its scopes; ` +
      `a widget or embed token (\`${TOKEN_PREFIX.widget}…\`, \`${TOKEN_PREFIX.embed}…\`) those listing \`${WIDGET_SCOPE}\`. Each token has its own rate limit.`,
  },
} as const;
