import type { StoredLog } from '@uh/core/chat/chat-read-back.logic';
import type { TrackerCreatedLog } from '@uh/core/voice-journal/journal.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricLogs, coldExposureLogs, fastingLogs, thirtyThirtyThirtyLogs } from '../../db/schema';

const NOT_READ = 'The log just written could not be read back';

/**
 * The log a confirmed draft wrote, read again from its table on the same connection (the
 * confirm's transaction), so the coach's sentence says what is stored. Drafts only ever write
 * these four kinds of log.
 */
export async function readStoredLog(db: Database, userId: number, created: TrackerCreatedLog): Promise<StoredLog> {
  const mine = <T extends { id: unknown; userId: unknown }>(table: T) =>
    and(eq(table.id as never, created.id), eq(table.userId as never, userId));
  switch (created.kind) {
    case 'coldExposure': {
      const [row] = await db.select().from(coldExposureLogs).where(mine(coldExposureLogs));
      if (row) return { kind: 'coldExposure', row };
      break;
    }
    case 'fasting': {
      const [row] = await db.select().from(fastingLogs).where(mine(fastingLogs));
      if (row) return { kind: 'fasting', row };
      break;
    }
    case 'thirtyThirtyThirty': {
      const [row] = await db.select().from(thirtyThirtyThirtyLogs).where(mine(thirtyThirtyThirtyLogs));
      if (row) return { kind: 'thirtyThirtyThirty', row };
      break;
    }
    case 'biometrics': {
      const [row] = await db.select().from(biometricLogs).where(mine(biometricLogs));
      if (row) return { kind: 'biometrics', row };
      break;
    }
  }
  throw new Error(`${NOT_READ}: ${created.kind} ${created.id}`);
}
