import { DEFAULT_FASTING_TARGET_HOURS, fastingProtocolLabel, isPastTarget } from '@uh/core/fasting/fasting.logic';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';

export type DashboardStatus = 'Completed' | 'Not Started' | 'In Progress' | 'Running past target' | 'Scheduled';

export type FastCardView = {
  status: 'In Progress' | 'Running past target' | 'Completed' | 'Not Started';
  targetHours: number;
  /** Whole seconds fasted: since the start while a fast runs, the whole fast once completed today. */
  seconds: number | null;
  /** '16:8', or '36 Hour Fast' for protocols without a ratio. */
  protocol: string;
};

const secondsOf = (fromIso: string, toMs: number) => Math.max(0, Math.floor((toMs - Date.parse(fromIso)) / 1000));

/**
 * The fasting card at `now`. A fast without an end time runs until the person ends it, past its
 * target too. Otherwise, when the summary says a fast was completed today (on the day it ended,
 * as the checklist and calendar count it), the latest completed fast. With neither, the default 16:8.
 */
export function fastCardView(logs: readonly FastingLog[], isCompletedToday: boolean, now: number): FastCardView {
  const running = logs.find((log) => log.endTime === null);
  if (running) {
    const isPast = isPastTarget({ startTime: new Date(running.startTime), targetHours: running.targetHours }, new Date(now));
    return {
      status: isPast ? 'Running past target' : 'In Progress',
      targetHours: running.targetHours,
      seconds: secondsOf(running.startTime, now),
      protocol: shortProtocolLabel(running.targetHours),
    };
  }
  const completed = isCompletedToday ? latestCompleted(logs) : undefined;
  if (completed) {
    return {
      status: 'Completed',
      targetHours: completed.targetHours,
      seconds: completed.duration ?? secondsOf(completed.startTime, Date.parse(completed.endTime!)),
      protocol: shortProtocolLabel(completed.targetHours),
    };
  }
  return {
    status: 'Not Started',
    targetHours: DEFAULT_FASTING_TARGET_HOURS,
    seconds: null,
    protocol: shortProtocolLabel(DEFAULT_FASTING_TARGET_HOURS),
  };
}

function latestCompleted(logs: readonly FastingLog[]): FastingLog | undefined {
  let latest: FastingLog | undefined;
  for (const log of logs) {
    if (!log.completed || log.endTime === null) continue;
    if (!latest || Date.parse(log.endTime) > Date.parse(latest.endTime!)) latest = log;
  }
  return latest;
}

/** '16:8 Intermittent Fasting' → '16:8'; '36 Hour Fast' stays whole. */
export function shortProtocolLabel(targetHours: number): string {
  const label = fastingProtocolLabel(targetHours);
  return /^\d+:\d+\b/.exec(label)?.[0] ?? label;
}

/** '5h 12m' (whole minutes, rounded down). */
export function formatHoursMinutes(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** docs/product.md §2: Not Started with no session this week, otherwise Scheduled. */
export const coldStatus = (thisWeekCount: number): DashboardStatus => (thisWeekCount > 0 ? 'Scheduled' : 'Not Started');

export const streakText = (days: number) => `${days}-day streak`;

export const STREAK_HELP =
  'Consecutive days, ending today (or yesterday if today has nothing yet), on which you completed at least one protocol.';
