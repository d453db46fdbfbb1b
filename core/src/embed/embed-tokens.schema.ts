import { z } from 'zod';
import { normaliseOrigin } from './embed.logic';

/**
 * Bearer tokens (docs/embedding.md, docs/api.md). An embed token is made by a person in
 * Settings → Embeds & tokens for a site that knows them (the host passes it with AUTH_TOKEN); a
 * widget token is made by the sign-in popup for the widget that opened it; both reach only the
 * widget features' endpoints. A personal access token reaches the routes its scopes cover, for a
 * person's own scripts and tools. All are shown once and stored hashed.
 */
export const TOKEN_KINDS = ['embed', 'widget', 'personal'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** What a widget token or embed token may reach; every other route refuses a token with 403. */
export const WIDGET_SCOPE = 'widget';

/** The prefixes make a leaked token recognisable (secret scanners, logs). */
export const TOKEN_PREFIX: Record<TokenKind, string> = { embed: 'uhe_', widget: 'uhw_', personal: 'uhp_' };

/** What a personal access token may be given; each route says which one it needs (or none: session only). */
export const API_SCOPES = [
  'logs:read',
  'logs:write',
  'biometrics:read',
  'biometrics:write',
  'checklist:read',
  'checklist:write',
  'progress:read',
  'chat',
  'export',
  'mcp:write-without-confirm',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * The scope no route needs: it changes what the MCP server's write tools do, storing at once
 * instead of proposing a change for the person to confirm (docs/coach-tools.md).
 */
export const WRITE_WITHOUT_CONFIRM_SCOPE = 'mcp:write-without-confirm' satisfies ApiScope;

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'logs:read': 'Read 30-30-30, fasting, cold and journal logs, and your own protocols',
  'logs:write': 'Add, change and delete those logs and protocols',
  'biometrics:read': 'Read biometric readings',
  'biometrics:write': 'Add, change and delete biometric readings',
  'checklist:read': 'Read the daily checklist',
  'checklist:write': 'Tick and untick checklist items',
  'progress:read': 'Read progress summaries',
  chat: 'Talk with the coach and read the conversation',
  export: 'Download the whole account export',
  'mcp:write-without-confirm': 'Let AI assistants (MCP) write without your confirming each change',
};

/** How long an embed token lives; `never` only when the person chooses it. */
export const EMBED_TOKEN_EXPIRIES = ['1h', '1d', '7d', '30d', '90d', 'never'] as const;
export type EmbedTokenExpiry = (typeof EMBED_TOKEN_EXPIRIES)[number];
export const EXPIRY_MS: Record<Exclude<EmbedTokenExpiry, 'never'>, number> = {
  '1h': 3_600_000,
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  '90d': 90 * 86_400_000,
};
/** A widget token from the sign-in popup lasts a day: the widget keeps it in memory only. */
export const WIDGET_TOKEN_MS = 86_400_000;

/** How many live tokens of each kind a person may make in Settings; a further one answers 409. */
export const MAX_LIVE_TOKENS: Record<Exclude<TokenKind, 'widget'>, number> = { embed: 25, personal: 25 };

/**
 * `POST /api/tokens` (session only): with `scopes`, a personal access token; without, an embed
 * token for a site's widgets.
 */
export const embedTokenCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(60, 'name must be at most 60 characters'),
  expiresIn: z.enum(EMBED_TOKEN_EXPIRIES, { message: `expiresIn must be one of ${EMBED_TOKEN_EXPIRIES.join(', ')}` }),
  scopes: z
    .array(z.enum(API_SCOPES, { message: `each scope must be one of ${API_SCOPES.join(', ')}` }))
    .min(1, 'Pick at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once')
    .optional(),
});
export type EmbedTokenCreate = z.infer<typeof embedTokenCreateSchema>;

/** A token as listed: never the token itself. */
export const tokenSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TOKEN_KINDS),
  name: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  /** The site a widget token signs in (null for the other kinds). */
  origin: z.string().nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;

/** `POST /api/tokens` → the token, shown this once, with its summary. */
export const createdTokenSchema = z.object({ token: z.string(), summary: tokenSummarySchema });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

/** The name a widget token is listed under in Settings → Embeds & tokens. */
export const WIDGET_TOKEN_NAME = 'Widget sign-in';

/**
 * `POST /api/embed/widget-token`: the site whose widget opened the sign-in popup, as that widget
 * told the popup. The server mints only for a site on EMBED_ALLOWED_ORIGINS (or the app's own).
 */
export const widgetTokenRequestSchema = z.strictObject({
  origin: z
    .string({ message: 'origin is required' })
    .max(300, 'origin must be at most 300 characters')
    .transform((value, context) => {
      const origin = normaliseOrigin(value);
      if (origin === null) {
        context.addIssue({ code: 'custom', message: 'origin must be a site’s origin, such as https://blog.example.com' });
        return z.NEVER;
      }
      return origin;
    }),
});
export type WidgetTokenRequest = z.input<typeof widgetTokenRequestSchema>;

/** `POST /api/embed/widget-token` (session only, from the sign-in popup) → a widget token, shown once. */
export const widgetTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type WidgetToken = z.infer<typeof widgetTokenSchema>;

/** `GET /api/embed/config` (public): what the generator and a widget need to know. */
export const embedConfigSchema = z.object({
  /** The app's external origin (PUBLIC_URL), which snippets point at; null when unset (the page's own origin then). */
  appOrigin: z.string().nullable(),
  /** EMBED_ALLOWED_ORIGINS: the sites that may frame a widget; empty means embedding is off. */
  allowedOrigins: z.array(z.string()),
  version: z.string(),
});
export type EmbedConfigResponse = z.infer<typeof embedConfigSchema>;
