import { z } from 'zod';

export const PROGRESS_RANGES = ['week', 'month', 'all'] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number];

/** GET /api/progress/summary?range=week|month|all&month=yyyy-MM (the calendar's month). */
export const progressQuerySchema = z.object({
  range: z.enum(PROGRESS_RANGES, { message: 'range must be week, month or all' }).default('week'),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be yyyy-MM')
    .optional(),
});
export type ProgressQuery = z.infer<typeof progressQuerySchema>;

const protocolSummary = z.object({
  completedToday: z.boolean(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** Days of this Monday-start week with a completion (the "x/7" of the summary cards). */
  thisWeekDays: z.number().int(),
  /** Completions this Monday-start week, against the weekly target. */
  thisWeekCount: z.number().int(),
  weeklyTarget: z.number().int(),
  /** Spec §9: the last 7 days' completed count divided by 7, as a percent (capped at 100). */
  weeklyRate: z.number(),
  /** Completions in the selected range. */
  rangeCount: z.number().int(),
  /** Exponentially smoothed habit strength, 0–100. */
  habitStrength: z.number(),
  lastCompletedOn: z.string().nullable(),
});
export type ProtocolSummary = z.infer<typeof protocolSummary>;

const dayCounts = z.object({
  date: z.string(),
  thirtyThirtyThirty: z.number().int(),
  fasting: z.number().int(),
  coldExposure: z.number().int(),
});
export type DayCounts = z.infer<typeof dayCounts>;

const biometricPoint = z.object({
  date: z.string(),
  weight: z.number().nullable(),
  systolic: z.number().nullable(),
  diastolic: z.number().nullable(),
  heartRate: z.number().nullable(),
  sleepDuration: z.number().nullable(),
});
export type BiometricPoint = z.infer<typeof biometricPoint>;

const metricNumbers = z.object({
  weight: z.number().nullable(),
  systolic: z.number().nullable(),
  diastolic: z.number().nullable(),
  heartRate: z.number().nullable(),
  sleepDuration: z.number().nullable(),
});

export const progressSummarySchema = z.object({
  today: z.string(),
  range: z.object({ kind: z.enum(PROGRESS_RANGES), from: z.string(), to: z.string(), label: z.string() }),
  overall: z.object({
    adherencePercent: z.number().int(),
    completed: z.number().int(),
    target: z.number().int(),
    ringColour: z.enum(['green', 'amber', 'red']),
    message: z.string(),
    /** Mean of the three protocols' weekly rates (spec §9 overall completion), percent. */
    completionRate: z.number(),
    /** Consecutive days ending today (or yesterday) with at least one protocol completed. */
    currentStreak: z.number().int(),
    habitStrength: z.number(),
  }),
  protocols: z.object({ thirtyThirtyThirty: protocolSummary, fasting: protocolSummary, coldExposure: protocolSummary }),
  /** Completions per day over the range; for "all", per week (dated by the week's Monday). */
  series: z.object({ resolution: z.enum(['day', 'week']), points: z.array(dayCounts) }),
  calendar: z.object({ month: z.string(), days: z.array(dayCounts) }),
  biometrics: z.object({
    resolution: z.enum(['reading', 'week']),
    points: z.array(biometricPoint),
    averages: metricNumbers,
    /** Change between the first and last reading of the range, percent to one decimal. */
    changes: metricNumbers,
    heartRateTrend: z
      .object({ direction: z.enum(['improving', 'worsening', 'stable']), earlierAverage: z.number(), recentAverage: z.number() })
      .nullable(),
  }),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;
