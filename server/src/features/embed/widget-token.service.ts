import { WIDGET_SCOPE, WIDGET_TOKEN_MS, WIDGET_TOKEN_NAME, type WidgetToken } from '@uh/core/embed/embed-tokens.schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { lockPersonCap } from '../../lib/per-person-cap';
import { isLive, mintToken } from './api-tokens.service';

/** Live widget sign-ins a person keeps across sites; past this, the ones that expire first are revoked. */
export const MAX_LIVE_WIDGET_TOKENS = 20;

/**
 * The sign-in popup's token for the widget on `origin` (a site the server allows). A person has one
 * widget token per site: signing in there again renews it (a new secret, a new day) instead of
 * adding a row, so the old secret stops working. Only the hash is stored, so the token cannot be
 * handed out again as it was. The lock makes parallel sign-ins of one person one at a time.
 */
export async function signInWidget(db: Database, userId: number, origin: string, now = new Date()): Promise<WidgetToken> {
  const { token, tokenHash } = mintToken('widget');
  const expiresAt = new Date(now.getTime() + WIDGET_TOKEN_MS);
  return db.transaction(async (tx) => {
    await lockPersonCap(tx, 'widget-tokens', userId);
    const widgetTokens = and(isLive(userId, now), eq(apiTokens.kind, 'widget'));
    const [existing] = await tx
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(widgetTokens, eq(apiTokens.origin, origin)))
      .limit(1);
    if (existing) {
      await tx.update(apiTokens).set({ tokenHash, expiresAt }).where(eq(apiTokens.id, existing.id));
    } else {
      await tx
        .insert(apiTokens)
        .values({ userId, kind: 'widget', name: WIDGET_TOKEN_NAME, tokenHash, scopes: [WIDGET_SCOPE], createdAt: now, expiresAt, origin });
    }
    const surplus = await tx
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(widgetTokens)
      .orderBy(desc(apiTokens.expiresAt), desc(apiTokens.id))
      .offset(MAX_LIVE_WIDGET_TOKENS);
    if (surplus.length > 0) {
      await tx
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(
          inArray(
            apiTokens.id,
            surplus.map((row) => row.id),
          ),
        );
    }
    return { token, expiresAt: expiresAt.toISOString() };
  });
}
