import type { TokenKind } from '@uh/core/embed/embed-tokens.schema';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, users } from '../../db/schema';
import type { UserRow } from '../../lib/user-view';
import { hashApiToken } from './api-tokens.service';

/** A bearer token that may be used now, with its owner. */
export type TokenIdentity = {
  tokenId: number;
  tokenHash: string;
  kind: TokenKind;
  scopes: string[];
  lastUsedAt: Date | null;
  user: UserRow;
};

export type TokenLookup = { status: 'valid'; identity: TokenIdentity } | { status: 'unknown' | 'revoked' | 'expired' };

/** Last use is a hint for the person's token list: one write a minute is enough, however busy the widget. */
export const LAST_USED_PRECISION_MS = 60_000;

export async function findToken(db: Database, token: string, now = new Date()): Promise<TokenLookup> {
  const tokenHash = hashApiToken(token);
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.token.revokedAt) return { status: 'revoked' };
  if (row.token.expiresAt && row.token.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return {
    status: 'valid',
    identity: {
      tokenId: row.token.id,
      tokenHash,
      kind: row.token.kind as TokenKind,
      scopes: row.token.scopes,
      lastUsedAt: row.token.lastUsedAt,
      user: row.user,
    },
  };
}

/** Records when and from where a token was last used, at most once a minute per token. */
export async function recordTokenUse(db: Database, identity: TokenIdentity, ip: string, now = new Date()): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (identity.lastUsedAt && identity.lastUsedAt > staleBefore) return;
  // The condition repeats in SQL so that app servers racing on one token write once.
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now, lastUsedIp: ip })
    .where(and(eq(apiTokens.id, identity.tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
}
