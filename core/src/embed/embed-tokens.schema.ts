import { z } from 'zod';

/**
 * Bearer tokens for embedded widgets (docs/embedding.md). An embed token is made by a person in
 * Settings → Embeds & tokens for a site that knows them (the host passes it with AUTH_TOKEN); a
 * widget token is made by the sign-in popup for the widget that opened it. Both are shown once,
 * stored hashed, and reach only the widget features' endpoints.
 */
export const TOKEN_KINDS = ['embed', 'widget'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** What a widget token or embed token may reach; every other route refuses a token with 403. */
export const WIDGET_SCOPE = 'widget';

/** The prefixes make a leaked token recognisable (secret scanners, logs). */
export const TOKEN_PREFIX: Record<TokenKind, string> = { embed: 'uhe_', widget: 'uhw_' };

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

/** `POST /api/tokens` (session only). */
export const embedTokenCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(60, 'name must be at most 60 characters'),
  expiresIn: z.enum(EMBED_TOKEN_EXPIRIES, { message: `expiresIn must be one of ${EMBED_TOKEN_EXPIRIES.join(', ')}` }),
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
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;

/** `POST /api/tokens` → the token, shown this once, with its summary. */
export const createdTokenSchema = z.object({ token: z.string(), summary: tokenSummarySchema });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

/** The name a widget token is listed under in Settings → Embeds & tokens. */
export const WIDGET_TOKEN_NAME = 'Widget sign-in';

/** `POST /api/embed/widget-token` (session only, from the sign-in popup) → a widget token, shown once. */
export const widgetTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type WidgetToken = z.infer<typeof widgetTokenSchema>;

/** `GET /api/embed/config` (public): what the generator and a widget need to know. */
export const embedConfigSchema = z.object({
  /** The app's external origin (PUBLIC_URL), which snippets point at. */
  appOrigin: z.string(),
  /** EMBED_ALLOWED_ORIGINS: the sites that may frame a widget; empty means embedding is off. */
  allowedOrigins: z.array(z.string()),
  version: z.string(),
});
export type EmbedConfigResponse = z.infer<typeof embedConfigSchema>;
