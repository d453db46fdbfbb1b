import { createHash, randomBytes } from 'node:crypto';
import {
  EXPIRY_MS,
  MAX_LIVE_TOKENS,
  TOKEN_PREFIX,
  WIDGET_SCOPE,
  type CreatedToken,
  type EmbedTokenCreate,
  type TokenKind,
  type TokenSummary,
} from '@uh/core/embed/embed-tokens.schema';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { insertWithinCap, type PersonCap } from '../../lib/per-person-cap';

type TokenRow = typeof apiTokens.$inferSelect;

/** Only this digest is stored: a database leak gives no usable token. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 256-bit secret behind a prefix that names its kind (recognisable in logs and by secret scanners). */
export function mintToken(kind: TokenKind) {
  const token = `${TOKEN_PREFIX[kind]}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashApiToken(token) };
}

/** Neither revoked nor expired. */
export const isLive = (userId: number, now: Date) =>
  and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

export function toTokenSummary(row: TokenRow): TokenSummary {
  return {
    id: row.id,
    kind: row.kind as TokenKind,
    name: row.name,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    origin: row.origin,
  };
}

/**
 * Settings → Embeds & tokens: a personal access token with the scopes chosen, or (no scopes) an
 * embed token for a site that knows the person; the token itself is returned this once.
 */
export async function createApiToken(db: Database, userId: number, input: EmbedTokenCreate, now = new Date()): Promise<CreatedToken> {
  const kind: TokenKind = input.scopes ? 'personal' : 'embed';
  const { token, tokenHash } = mintToken(kind);
  const expiresAt = input.expiresIn === 'never' ? null : new Date(now.getTime() + EXPIRY_MS[input.expiresIn]);
  const max = MAX_LIVE_TOKENS[kind];
  const cap: PersonCap = {
    name: `api-tokens:${kind}`,
    max,
    count: async (tx) => {
      const [row] = await tx
        .select({ live: count() })
        .from(apiTokens)
        .where(and(isLive(userId, now), eq(apiTokens.kind, kind)));
      return row?.live ?? 0;
    },
    message: `You already have ${max} live ${kind === 'personal' ? 'personal access' : 'embed'} tokens: revoke one before making another`,
  };
  const row = await insertWithinCap(db, userId, cap, async (tx) => {
    const [inserted] = await tx
      .insert(apiTokens)
      .values({ userId, kind, name: input.name, tokenHash, scopes: input.scopes ?? [WIDGET_SCOPE], createdAt: now, expiresAt })
      .returning();
    return inserted!;
  });
  return { token, summary: toTokenSummary(row) };
}

/** The person's usable tokens, newest first; never the tokens themselves. */
export async function listTokens(db: Database, userId: number, now = new Date()): Promise<TokenSummary[]> {
  const rows = await db.select().from(apiTokens).where(isLive(userId, now)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toTokenSummary);
}

/** Revokes one of the person's tokens; someone else's, an unknown or an already revoked one is 404. */
export async function revokeToken(db: Database, userId: number, tokenId: number, now = new Date()): Promise<void> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw notFound('Token not found');
}
