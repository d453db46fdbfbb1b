import { DEFAULT_FASTING_TARGET_HOURS, fastingProtocolLabel, resolveFast } from '@uh/core/fasting/fasting.logic';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';

export type DashboardStatus = 'Completed' | 'Not Started' | 'In Progress' | 'Scheduled';

export type FastCardView = {
  status: 'In Progress' | 'Not Started';
  targetHours: number;
  /** Whole seconds since the start, while a fast runs. */
  elapsedSeconds: number | null;
  /** '16:8', or '36 Hour Fast' for protocols without a ratio. */
  protocol: string;
};

/**
 * The fasting card at `now`: the fast without an end time, unless its target has already passed
 * (then it completed by itself, spec §4). With no fast, the default 16:8.
 */
export function fastCardView(logs: readonly FastingLog[], now: number): FastCardView {
  const open = logs.find((log) => log.endTime === null);
  const running =
    open && resolveFast({ startTime: new Date(open.startTime), endTime: null, targetHours: open.targetHours }, new Date(now)).isActive
      ? open
      : undefined;
  const targetHours = running?.targetHours ?? DEFAULT_FASTING_TARGET_HOURS;
  return {
    status: running ? 'In Progress' : 'Not Started',
    targetHours,
    elapsedSeconds: running ? Math.max(0, Math.floor((now - Date.parse(running.startTime)) / 1000)) : null,
    protocol: shortProtocolLabel(targetHours),
  };
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

/** Spec §2: Not Started with no session this week, otherwise Scheduled. */
export const coldStatus = (thisWeekCount: number): DashboardStatus => (thisWeekCount > 0 ? 'Scheduled' : 'Not Started');

export const streakText = (days: number) => `${days}-day streak`;

export const STREAK_HELP =
  'Consecutive days, ending today (or yesterday if today has nothing yet), on which you completed at least one protocol.';
