import type { ExportedSharing } from '@uh/core/sharing/share-export.schema';
import { aliasedTable, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareGrants, shareLinks, users } from '../../db/schema';

const owners = aliasedTable(users, 'owners');
const grantees = aliasedTable(users, 'grantees');
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The grants the person gave and received, by username, for their export; null when there are none. */
export async function readSharing(db: Database, userId: number): Promise<ExportedSharing | null> {
  const rows = await db
    .select({ grant: shareGrants, owner: owners.username, grantee: grantees.username })
    .from(shareGrants)
    .innerJoin(owners, eq(owners.id, shareGrants.ownerId))
    .innerJoin(grantees, eq(grantees.id, shareGrants.granteeId))
    .where(or(eq(shareGrants.ownerId, userId), eq(shareGrants.granteeId, userId)))
    .orderBy(asc(shareGrants.id));
  const links = await db.select().from(shareLinks).where(eq(shareLinks.ownerId, userId)).orderBy(asc(shareLinks.id));
  if (rows.length === 0 && links.length === 0) return null;
  const fields = ({ scopes, createdAt, acceptedAt, expiresAt, endedAt }: typeof shareGrants.$inferSelect) => ({
    scopes,
    createdAt: createdAt.toISOString(),
    acceptedAt: iso(acceptedAt),
    expiresAt: iso(expiresAt),
    endedAt: iso(endedAt),
  });
  return {
    given: rows
      .filter(({ grant }) => grant.ownerId === userId)
      .map(({ grant, grantee }) => ({ grantee, preset: grant.preset, alerts: grant.alerts, ...fields(grant) })),
    received: rows.filter(({ grant }) => grant.granteeId === userId).map(({ grant, owner }) => ({ owner, ...fields(grant) })),
    reportLinks: links.map((link) => ({
      range: link.range,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      endedAt: iso(link.endedAt),
    })),
  };
}
