import type { ShareAccess, ShareLevel } from '@uh/core/sharing/share-grants.schema';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareAccessLog, shareGrants } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { GRANT_NOT_FOUND } from './share-grants.storage';

/** How many accesses one page of the log shows. */
export const ACCESS_PAGE = 100;

/** One access, through a grant or through a report link. */
export type AccessRecord = ({ grantId: number } | { linkId: number }) & { action: ShareLevel; what: string; ip: string };

export async function recordAccess(db: Database, access: AccessRecord, at = new Date()): Promise<void> {
  await db.insert(shareAccessLog).values({ ...access, at });
}

/** A grant's access log for its owner, newest first, a page at a time (`before` the last one shown). */
export async function listAccess(db: Database, ownerId: number, grantId: number, before?: string): Promise<ShareAccess[]> {
  const [grant] = await db
    .select({ id: shareGrants.id })
    .from(shareGrants)
    .where(and(eq(shareGrants.id, grantId), eq(shareGrants.ownerId, ownerId)));
  if (!grant) throw notFound(GRANT_NOT_FOUND);
  return accessPage(db, eq(shareAccessLog.grantId, grantId), before);
}

/** One page of a grant's or a link's accesses, newest first. */
export async function accessPage(db: Database, door: SQL, before?: string): Promise<ShareAccess[]> {
  const rows = await db
    .select()
    .from(shareAccessLog)
    .where(and(door, before ? lt(shareAccessLog.at, new Date(before)) : undefined))
    .orderBy(desc(shareAccessLog.at), desc(shareAccessLog.id))
    .limit(ACCESS_PAGE);
  return rows.map((row) => ({ at: row.at.toISOString(), action: row.action as ShareLevel, what: row.what, ip: row.ip }));
}
