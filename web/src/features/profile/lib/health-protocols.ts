import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import type { ProtocolSummary } from '@uh/core/progress/progress.schema';

/** The protocols the profile lists, in the app's order, with where each is tracked. */
export const HEALTH_PROTOCOLS: readonly { key: ProtocolKey; title: string; href: string; linkText: string; accent: string }[] = [
  {
    key: 'thirtyThirtyThirty',
    title: '30-30-30',
    href: '/thirty-thirty-thirty',
    linkText: 'Open the 30-30-30 tracker',
    accent: 'text-protocol-thirty',
  },
  {
    key: 'fasting',
    title: 'Intermittent Fasting',
    href: '/fasting',
    linkText: 'Open the fasting tracker',
    accent: 'text-protocol-fasting',
  },
  {
    key: 'coldExposure',
    title: 'Cold Exposure',
    href: '/cold-exposure',
    linkText: 'Open the cold exposure tracker',
    accent: 'text-protocol-cold',
  },
];

/** '3-day streak' / 'No streak yet', and whether today already counts. */
export function streakLine(stats: Pick<ProtocolSummary, 'currentStreak' | 'completedToday'>): { streak: string; today: string } {
  const streak = stats.currentStreak === 0 ? 'No streak yet' : `${stats.currentStreak}-day streak`;
  return { streak, today: stats.completedToday ? 'Done today' : 'Not done yet today' };
}
