import type { EmbedTokenExpiry, TokenKind, TokenSummary } from '@uh/core/embed/embed-tokens.schema';

/** The expiry choices as a person reads them (core EMBED_TOKEN_EXPIRIES). */
export const EXPIRY_LABELS: Record<EmbedTokenExpiry, string> = {
  '1h': '1 hour',
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  never: 'Never',
};

export const DEFAULT_EXPIRY: EmbedTokenExpiry = '30d';

/** What made the token and for what: a person here (embed, personal) or a widget's sign-in popup (widget). */
export const KIND_LABELS: Record<TokenKind, string> = {
  embed: 'Embed token',
  widget: 'Signed in through a widget',
  personal: 'Personal access token',
};

const SIGNS_OUT = { warning: 'Any site or widget using it is signed out at once.', done: 'no longer signs anyone in' };

/** What revoking ends, in the confirmation (`warning`) and its toast (`done`): a widget signs out, a script stops working. */
export const REVOKE_WORDING: Record<TokenKind, { warning: string; done: string }> = {
  embed: SIGNS_OUT,
  widget: SIGNS_OUT,
  personal: { warning: 'Any script or tool using it stops working at once.', done: 'no longer works' },
};

/** Newest first; the list reads the same whatever order the server sends. */
export const sortTokens = (tokens: readonly TokenSummary[]) => [...tokens].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const isExpired = (token: Pick<TokenSummary, 'expiresAt'>, now: number) =>
  token.expiresAt !== null && Date.parse(token.expiresAt) <= now;

/** 'Never', or the date (with 'expired' once past it). */
export function expiresText(token: Pick<TokenSummary, 'expiresAt'>, now: number, formatDate: (iso: string) => string): string {
  if (token.expiresAt === null) return 'Never';
  return isExpired(token, now) ? `Expired ${formatDate(token.expiresAt)}` : formatDate(token.expiresAt);
}

/** 'Never used', or when and from which address. */
export function lastUsedText(token: Pick<TokenSummary, 'lastUsedAt' | 'lastUsedIp'>, formatDate: (iso: string) => string): string {
  if (token.lastUsedAt === null) return 'Never used';
  return token.lastUsedIp ? `${formatDate(token.lastUsedAt)} from ${token.lastUsedIp}` : formatDate(token.lastUsedAt);
}
