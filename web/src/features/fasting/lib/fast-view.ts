import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { FASTING_STAGES, fastingStageIndex, type FastingStage } from '@uh/core/fasting/fasting.logic';

const HOUR_MS = 3_600_000;

export type RunningFastTimes = Pick<FastingLog, 'startTime' | 'targetHours'>;

/** When a fast reaches its target, in epoch ms. */
export const fastTargetEnd = (fast: RunningFastTimes) => Date.parse(fast.startTime) + fast.targetHours * HOUR_MS;

/** Whole seconds since the fast started (never negative: a clock a little behind shows 0). */
export const fastElapsedSeconds = (fast: Pick<FastingLog, 'startTime'>, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(fast.startTime)) / 1000));

/** The running fast: the log without an end time (it runs until ended, past its target too). */
export function findActiveFast(logs: readonly FastingLog[]): FastingLog | undefined {
  return logs.find((log) => log.endTime === null);
}

/** A running fast whose target has passed (docs/decisions/0010): shown as running past target. */
export const isRunningPastTarget = (fast: RunningFastTimes, now: number) => now >= fastTargetEnd(fast);

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

/** docs/product.md's success texts (§8), the 'Ended Early' wording, and the target-reached announcement. */
export const fastStartedMessage = (targetHours: number) => `You've begun a ${targetHours}-hour fast. Stay strong!`;
export function fastEndedMessage(durationSeconds: number): string {
  const { h, m } = hoursAndMinutes(durationSeconds);
  return `You completed a fast of ${h}h ${m}m. Great job!`;
}
export const fastEndedEarlyMessage = (durationSeconds: number, targetHours: number) =>
  `You fasted ${formatHm(durationSeconds)} of your ${targetHours}-hour target.`;
export const fastTargetReachedMessage = (targetHours: number) =>
  `You reached your ${targetHours}-hour goal. Well done! End the fast when you eat.`;
