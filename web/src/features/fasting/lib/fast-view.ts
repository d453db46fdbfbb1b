import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { FASTING_STAGES, fastingStageIndex, resolveFast, type FastingStage } from '@uh/core/fasting/fasting.logic';

const HOUR_MS = 3_600_000;

/** When a fast reaches its target, in epoch ms. */
export const fastTargetEnd = (fast: Pick<FastingLog, 'startTime' | 'targetHours'>) =>
  Date.parse(fast.startTime) + fast.targetHours * HOUR_MS;

/** Whole seconds since the fast started (never negative: a clock a little behind shows 0). */
export const fastElapsedSeconds = (fast: Pick<FastingLog, 'startTime'>, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(fast.startTime)) / 1000));

/**
 * A log as it stands at `now`: a fast nobody ended is completed at exactly start + target once
 * that moment has passed (spec §4), so the page agrees with the server before it re-reads.
 */
export function resolveFastLog(log: FastingLog, now: number): FastingLog {
  if (log.endTime !== null) return log;
  const resolved = resolveFast({ startTime: new Date(log.startTime), endTime: null, targetHours: log.targetHours }, new Date(now));
  if (resolved.isActive || !resolved.endTime) return log;
  return { ...log, endTime: resolved.endTime.toISOString(), duration: resolved.durationSeconds, completed: resolved.completed };
}

/** The fast still running at `now`: the first log without an end time whose target is ahead. */
export function findActiveFast(logs: readonly FastingLog[], now: number): FastingLog | undefined {
  const open = logs.find((log) => log.endTime === null);
  return open && now < fastTargetEnd(open) ? open : undefined;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** h:mm:ss for the timer face ("0:00:00", "16:05:09", "72:00:00"). */
export function formatHms(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 3600)}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
}

/** Whole hours and minutes of a duration in seconds: { h: 16, m: 0 }. */
export function hoursAndMinutes(totalSeconds: number): { h: number; m: number } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return { h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60) };
}

/** "16h 0m". */
export function formatHm(totalSeconds: number): string {
  const { h, m } = hoursAndMinutes(totalSeconds);
  return `${h}h ${m}m`;
}

/** "12–16 h" for a stage's hour range. */
export const formatStageRange = (stage: FastingStage) => `${stage.fromHours}–${stage.toHours} h`;

export type StageProgress = { index: number; stage: FastingStage; next: FastingStage | null; secondsToNext: number | null };

/** The stage an elapsed time falls in and how long until the next one starts. */
export function stageProgress(elapsedSeconds: number): StageProgress {
  const index = fastingStageIndex(elapsedSeconds);
  const stage = FASTING_STAGES[index]!;
  const next = FASTING_STAGES[index + 1] ?? null;
  const secondsToNext = next ? Math.max(0, next.fromHours * 3600 - Math.floor(elapsedSeconds)) : null;
  return { index, stage, next, secondsToNext };
}

/** Share of the target reached, 0..1. */
export const fastProgress = (elapsedSeconds: number, targetHours: number) =>
  targetHours > 0 ? Math.min(1, Math.max(0, elapsedSeconds / (targetHours * 3600))) : 0;

/** The spec's success texts (§8) and this product's congratulation for an automatic end. */
export const fastStartedMessage = (targetHours: number) => `You've begun a ${targetHours}-hour fast. Stay strong!`;
export function fastEndedMessage(durationSeconds: number): string {
  const { h, m } = hoursAndMinutes(durationSeconds);
  return `You completed a fast of ${h}h ${m}m. Great job!`;
}
export const fastCompletedMessage = (targetHours: number) => `You reached your ${targetHours}-hour goal. Well done!`;
