import { kilogramsToPounds } from '@uh/core/common/units.logic';
import type { RecentReadings } from '@uh/core/voice-journal/plausibility.logic';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricLogs } from '../../db/schema';

/** The person's latest readings, which a value heard in a recording is judged against. */
export async function recentReadings(db: Database, userId: number): Promise<RecentReadings> {
  const [latest] = await db
    .select({ weightKg: biometricLogs.weightKg })
    .from(biometricLogs)
    .where(and(eq(biometricLogs.userId, userId), isNotNull(biometricLogs.weightKg)))
    .orderBy(desc(biometricLogs.timestamp))
    .limit(1);
  return { weightLbs: latest?.weightKg == null ? null : kilogramsToPounds(Number(latest.weightKg)) };
}
