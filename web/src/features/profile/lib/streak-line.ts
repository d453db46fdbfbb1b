import type { ProtocolSummary } from '@uh/core/progress/progress.schema';

/** '3-day streak' / 'No streak yet', and whether today already counts. */
export function streakLine(stats: Pick<ProtocolSummary, 'currentStreak' | 'completedToday'>): { streak: string; today: string } {
  const streak = stats.currentStreak === 0 ? 'No streak yet' : `${stats.currentStreak}-day streak`;
  return { streak, today: stats.completedToday ? 'Done today' : 'Not done yet today' };
}
