import type uPlot from 'uplot';

// The line chart's axes: the steps ticks may take, and the window a time axis shows.

const HOUR = 3600;
const DAY = 24 * HOUR;
/** Time-axis steps from an hour up: readings are daily, so ticks never show seconds. */
export const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 91 * DAY, 182 * DAY, 365 * DAY];
export const TIME_STEPS = [HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, ...DAY_STEPS];
export const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** Readings closer together than a day are shown within a day-wide window around them. */
export function timeRange(_chart: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax {
  if (min === null || max === null) return [min, max];
  const pad = Math.max(0, DAY - (max - min)) / 2;
  return [min - pad, max + pad];
}
