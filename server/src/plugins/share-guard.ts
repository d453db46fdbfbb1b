import { decideGrant, type ShareNeed } from '@uh/core/sharing/share-grants.logic';
import { SHARE_DOMAIN_TITLES, type ShareDomain, type ShareLevel } from '@uh/core/sharing/share-grants.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { shareGrants, users } from '../db/schema';
import { recordAccess } from '../features/sharing/share-access.storage';
import { forbidden, notFound } from '../lib/http-error';
import type { UserRow } from '../lib/user-view';
import { requireCookieSession } from './guards';

/** The grant a request came through and the person whose data it opens. */
export type SharedAccess = { grant: typeof shareGrants.$inferSelect; owner: UserRow };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reached through a grant given to the caller (`:grantId` in the path): see ShareNeed. */
    share?: ShareNeed;
  }
  interface FastifyRequest {
    /** Set by the share guard on routes that declare `share`; null elsewhere. */
    share: SharedAccess | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Not the caller's, ended, expired, not yet accepted, or its owner disabled: the same answer for each. */
export const SHARE_GONE = 'This share was not found: it has ended, has expired, or is not yours';
export const notInShare = (domain: ShareDomain, action: ShareLevel) =>
  action === 'read'
    ? `This share does not include ${SHARE_DOMAIN_TITLES[domain].toLowerCase()}`
    : `This share does not let you ${action === 'propose' ? 'propose' : 'log'} ${SHARE_DOMAIN_TITLES[domain].toLowerCase()} entries`;

async function grantFor(db: Database, grantId: number, granteeId: number): Promise<SharedAccess | null> {
  const [found] = await db
    .select({ grant: shareGrants, owner: users })
    .from(shareGrants)
    .innerJoin(users, eq(users.id, shareGrants.ownerId))
    .where(and(eq(shareGrants.id, grantId), eq(shareGrants.granteeId, granteeId), isNull(users.disabledAt)));
  return found ?? null;
}

/**
 * The one guard every route reached through a grant passes: it reads the grant afresh on every
 * request (so an ending or expiry holds from the next one), lets only the signed-in app through
 * (no token acts through a grant), decides from the route's declared domain and action, and
 * records the access in the owner's log before anything is read.
 */
export function registerShareGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('share', null);
  app.addHook('onRoute', (route) => {
    const throughGrant = route.url.includes(':grantId');
    if (throughGrant !== Boolean(route.config?.share) || (throughGrant && route.config?.scope !== null)) {
      throw new Error(`${route.url}: a route with :grantId declares config.share and scope null, and only such a route does`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const need = request.routeOptions.config.share;
    if (!need) return;
    const grantee = requireCookieSession(request).user;
    const { grantId } = request.params as { grantId: number };
    const access = await grantFor(ctx.db, grantId, grantee.id);
    if (!access) throw notFound(SHARE_GONE);
    const decision = decideGrant(access.grant, need, new Date());
    if (!decision.allowed)
      throw decision.reason === 'not-granted' && need.domain ? forbidden(notInShare(need.domain, need.action)) : notFound(SHARE_GONE);
    request.share = access;
    if (!need.logsItself) await recordAccess(ctx.db, { grantId, action: need.action, what: need.what, ip: request.ip });
  });
}
