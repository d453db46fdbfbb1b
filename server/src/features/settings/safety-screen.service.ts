import type { SafetyScreenKind } from '@uh/core/settings/safety-screen.logic';
import type { SafetyScreens } from '@uh/core/settings/safety-screen.schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

const COLUMN = { 'long-fast': 'longFastScreenAcceptedAt', cold: 'coldScreenAcceptedAt' } as const;

type ScreenColumns = { longFastScreenAcceptedAt: Date | null; coldScreenAcceptedAt: Date | null };

function toSafetyScreens(row: ScreenColumns): SafetyScreens {
  return {
    'long-fast': { acceptedAt: row.longFastScreenAcceptedAt?.toISOString() ?? null },
    cold: { acceptedAt: row.coldScreenAcceptedAt?.toISOString() ?? null },
  };
}

const screenColumns = { longFastScreenAcceptedAt: users.longFastScreenAcceptedAt, coldScreenAcceptedAt: users.coldScreenAcceptedAt };

export async function getSafetyScreens(db: Database, userId: number): Promise<SafetyScreens> {
  const [row] = await db.select(screenColumns).from(users).where(eq(users.id, userId));
  return toSafetyScreens(row!);
}

/**
 * Records (or, with null, forgets) that the person read a screen and chose to go on. Kept on the
 * server so it follows them to every device; it never blocks the API (a UI safeguard only).
 */
export async function setSafetyScreen(
  db: Database,
  userId: number,
  kind: SafetyScreenKind,
  acceptedAt: Date | null,
): Promise<SafetyScreens> {
  const [row] = await db
    .update(users)
    .set({ [COLUMN[kind]]: acceptedAt })
    .where(eq(users.id, userId))
    .returning(screenColumns);
  return toSafetyScreens(row!);
}
