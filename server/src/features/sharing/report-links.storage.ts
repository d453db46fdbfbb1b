import type { ReportLink, ReportLinkCreated } from '@uh/core/sharing/report-links.schema';
import type { ProgressRange } from '@uh/core/progress/progress.schema';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../../db/client';
import { shareLinks, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import type { UserRow } from '../../lib/user-view';

export const LINK_NOT_FOUND = 'Report link not found';
/** Unknown, ended or expired: the same answer, so a guessed token learns nothing. */
export const LINK_GONE = 'This report link has ended or does not exist';

type LinkRow = typeof shareLinks.$inferSelect;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toLink = (row: LinkRow, now: Date): ReportLink => ({
  id: row.id,
  range: row.range as ProgressRange,
  expiresAt: row.expiresAt.toISOString(),
  status: row.endedAt !== null ? 'ended' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
  createdAt: row.createdAt.toISOString(),
});

/** Eight digits, read out or written on a card: five wrong tries a quarter-hour leave 10⁸ out of reach. */
const newPasscode = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

/** Makes a link; its token and passcode are answered this once and kept only as hashes. */
export async function createLink(
  db: Database,
  ownerId: number,
  input: { range: ProgressRange; days: number },
  now = new Date(),
): Promise<ReportLinkCreated> {
  const token = randomBytes(32).toString('base64url');
  const passcode = newPasscode();
  const [row] = await db
    .insert(shareLinks)
    .values({
      ownerId,
      tokenHash: hashToken(token),
      passcodeHash: await hashPassword(passcode),
      range: input.range,
      expiresAt: new Date(now.getTime() + input.days * 86_400_000),
      createdAt: now,
    })
    .returning();
  return { ...toLink(row!, now), token, passcode };
}

export async function listLinks(db: Database, ownerId: number, now = new Date()): Promise<ReportLink[]> {
  const rows = await db.select().from(shareLinks).where(eq(shareLinks.ownerId, ownerId)).orderBy(desc(shareLinks.id));
  return rows.map((row) => toLink(row, now));
}

/** The owner's own link, or 404. */
export async function ownLink(db: Database, ownerId: number, id: number): Promise<LinkRow> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.ownerId, ownerId)));
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

/** Ends a link at once: its next request is refused. */
export async function endLink(db: Database, ownerId: number, id: number, now = new Date()): Promise<void> {
  const ended = await db
    .update(shareLinks)
    .set({ endedAt: now })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.ownerId, ownerId), isNull(shareLinks.endedAt)))
    .returning({ id: shareLinks.id });
  if (ended.length === 0) throw notFound(LINK_NOT_FOUND);
}

/** A live link by its token, with its owner (whose account must not be disabled); null otherwise. */
export async function liveLink(db: Database, token: string, now = new Date()): Promise<{ link: LinkRow; owner: UserRow } | null> {
  const [found] = await db
    .select({ link: shareLinks, owner: users })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.ownerId))
    .where(
      and(eq(shareLinks.tokenHash, hashToken(token)), isNull(shareLinks.endedAt), gt(shareLinks.expiresAt, now), isNull(users.disabledAt)),
    );
  return found ?? null;
}
