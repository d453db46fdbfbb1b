/**
 * A stopwatch kept as timestamps, not ticks, so it stays right while a tab sleeps or a phone
 * locks, and survives a reload when the state is stored.
 */
export type StopwatchState = {
  /** Milliseconds counted before the current run. */
  accumulatedMs: number;
  /** Epoch ms when the current run started; null while stopped or paused. */
  runningSince: number | null;
};

export const STOPPED: StopwatchState = { accumulatedMs: 0, runningSince: null };

export function elapsedMs(state: StopwatchState, now: number, capMs = Number.POSITIVE_INFINITY): number {
  const running = state.runningSince === null ? 0 : Math.max(0, now - state.runningSince);
  return Math.min(capMs, state.accumulatedMs + running);
}

export const elapsedSeconds = (state: StopwatchState, now: number, capMs?: number) => Math.floor(elapsedMs(state, now, capMs) / 1000);

export const isRunning = (state: StopwatchState) => state.runningSince !== null;

export function start(state: StopwatchState, now: number): StopwatchState {
  return state.runningSince === null ? { ...state, runningSince: now } : state;
}

export function pause(state: StopwatchState, now: number, capMs?: number): StopwatchState {
  return state.runningSince === null ? state : { accumulatedMs: elapsedMs(state, now, capMs), runningSince: null };
}

/** Parses stored state defensively: anything malformed is a stopped watch. */
export function parseStopwatch(raw: unknown): StopwatchState {
  if (typeof raw !== 'object' || raw === null) return STOPPED;
  const { accumulatedMs, runningSince } = raw as Record<string, unknown>;
  if (typeof accumulatedMs !== 'number' || !Number.isFinite(accumulatedMs) || accumulatedMs < 0) return STOPPED;
  if (runningSince !== null && (typeof runningSince !== 'number' || !Number.isFinite(runningSince))) return STOPPED;
  return { accumulatedMs, runningSince };
}

/** m:ss or mm:ss for a timer face. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
