import { expiresAtOf, PRESET_ALERTS, shareStatus } from '@uh/core/sharing/share-grants.logic';
import {
  SHARE_GRANTS_MAX,
  type ReceivedShare,
  type ShareGrant,
  type ShareGrantRequest,
  type ShareGrantPatch,
  type SharePreset,
} from '@uh/core/sharing/share-grants.schema';
import { aliasedTable, and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareGrants, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { insertWithinCap, SHARE_GRANTS_CAP, type PersonCap } from '../../lib/per-person-cap';

export const GRANT_NOT_FOUND = 'Share not found';
export const NO_SUCH_ACCOUNT = 'No account on this server has that username or e-mail';
export const NOT_WITH_YOURSELF = 'You cannot share with yourself';
export const GRANTS_FULL = `You already share with ${SHARE_GRANTS_MAX} people: stop sharing with someone first`;

type GrantRow = typeof shareGrants.$inferSelect;
type Person = { username: string; displayName: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;
const common = (row: GrantRow, now: Date) => ({
  id: row.id,
  scopes: row.scopes,
  expiresAt: iso(row.expiresAt),
  alerts: row.alerts,
  status: shareStatus(row, now),
  createdAt: row.createdAt.toISOString(),
  acceptedAt: iso(row.acceptedAt),
  endedAt: iso(row.endedAt),
});
const toGrant = (row: GrantRow, grantee: Person, now: Date): ShareGrant => ({
  ...common(row, now),
  grantee,
  preset: row.preset as SharePreset,
});
/** The owner's name and username only: a grantee never sees the owner's e-mail. */
export const toReceived = (row: GrantRow, owner: Person, now: Date): ReceivedShare => ({ ...common(row, now), owner });

const other = aliasedTable(users, 'other');
const personOf = { username: other.username, displayName: other.displayName };

/** A grant that can still be used or accepted: not ended, not past its end. */
const live = (now: Date) => and(isNull(shareGrants.endedAt), or(isNull(shareGrants.expiresAt), gt(shareGrants.expiresAt, now)));

const grantsCap = (ownerId: number, now: Date): PersonCap => ({
  name: SHARE_GRANTS_CAP,
  max: SHARE_GRANTS_MAX,
  count: async (tx) =>
    (
      await tx
        .select({ n: count() })
        .from(shareGrants)
        .where(and(eq(shareGrants.ownerId, ownerId), live(now)))
    )[0]!.n,
  message: GRANTS_FULL,
});

async function findGrantee(db: Database, who: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${who})`, sql`lower(${users.email}) = lower(${who})`));
  if (!row) throw notFound(NO_SUCH_ACCOUNT);
  return row;
}

/** Shares with another account; the grant waits for them to accept it. */
export async function createGrant(db: Database, ownerId: number, input: ShareGrantRequest, now = new Date()) {
  const grantee = await findGrantee(db, input.grantee);
  if (grantee.id === ownerId) throw badRequest(NOT_WITH_YOURSELF);
  return insertWithinCap(db, ownerId, grantsCap(ownerId, now), async (tx) => {
    const [row] = await tx
      .insert(shareGrants)
      .values({
        ownerId,
        granteeId: grantee.id,
        preset: input.preset,
        scopes: input.scopes,
        expiresAt: expiresAtOf(input.expires, now),
        alerts: input.alerts ?? PRESET_ALERTS[input.preset],
        createdAt: now,
      })
      .returning();
    return toGrant(row!, grantee, now);
  });
}

/** The grants the person has given, newest first, ended ones too (their access log stays readable). */
export async function listGrants(db: Database, ownerId: number, now = new Date()): Promise<ShareGrant[]> {
  const rows = await db
    .select({ grant: shareGrants, grantee: personOf })
    .from(shareGrants)
    .innerJoin(other, eq(other.id, shareGrants.granteeId))
    .where(eq(shareGrants.ownerId, ownerId))
    .orderBy(desc(shareGrants.id));
  return rows.map(({ grant, grantee }) => toGrant(grant, grantee, now));
}

async function ownGrant(db: Database, ownerId: number, id: number, now: Date): Promise<ShareGrant> {
  const [found] = await db
    .select({ grant: shareGrants, grantee: personOf })
    .from(shareGrants)
    .innerJoin(other, eq(other.id, shareGrants.granteeId))
    .where(and(eq(shareGrants.id, id), eq(shareGrants.ownerId, ownerId)));
  if (!found) throw notFound(GRANT_NOT_FOUND);
  return toGrant(found.grant, found.grantee, now);
}

/** New scopes or a new length from now; an ended grant stays ended (share again instead). */
export async function patchGrant(db: Database, ownerId: number, id: number, patch: ShareGrantPatch, now = new Date()) {
  const changes = {
    ...(patch.scopes ? { scopes: patch.scopes, preset: 'custom' } : {}),
    ...(patch.expires ? { expiresAt: expiresAtOf(patch.expires, now) } : {}),
    ...(patch.alerts !== undefined ? { alerts: patch.alerts } : {}),
  };
  const updated = await db
    .update(shareGrants)
    .set(changes)
    .where(and(eq(shareGrants.id, id), eq(shareGrants.ownerId, ownerId), isNull(shareGrants.endedAt)))
    .returning({ id: shareGrants.id });
  if (updated.length === 0) throw notFound(GRANT_NOT_FOUND);
  return ownGrant(db, ownerId, id, now);
}

/** Ends a grant at once, by its owner or by its grantee: the next request through it is refused. */
export async function endGrant(db: Database, side: 'owner' | 'grantee', userId: number, id: number, now = new Date()): Promise<void> {
  const column = side === 'owner' ? shareGrants.ownerId : shareGrants.granteeId;
  const ended = await db
    .update(shareGrants)
    .set({ endedAt: now })
    .where(and(eq(shareGrants.id, id), eq(column, userId), isNull(shareGrants.endedAt)))
    .returning({ id: shareGrants.id });
  if (ended.length === 0) throw notFound(GRANT_NOT_FOUND);
}

/** The grants given to the person, newest first. */
export async function listReceived(db: Database, granteeId: number, now = new Date()): Promise<ReceivedShare[]> {
  const rows = await db
    .select({ grant: shareGrants, owner: personOf })
    .from(shareGrants)
    .innerJoin(other, eq(other.id, shareGrants.ownerId))
    .where(eq(shareGrants.granteeId, granteeId))
    .orderBy(desc(shareGrants.id));
  return rows.map(({ grant, owner }) => toReceived(grant, owner, now));
}

/** The grantee accepts a live grant; accepting twice is the same as once. */
export async function acceptGrant(db: Database, granteeId: number, id: number, now = new Date()): Promise<ReceivedShare> {
  const accepted = await db
    .update(shareGrants)
    .set({ acceptedAt: sql`coalesce(${shareGrants.acceptedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(shareGrants.id, id), eq(shareGrants.granteeId, granteeId), live(now)))
    .returning();
  if (accepted.length === 0) throw notFound(GRANT_NOT_FOUND);
  const [owner] = await db.select(personOf).from(other).where(eq(other.id, accepted[0]!.ownerId));
  return toReceived(accepted[0]!, owner!, now);
}
