import { z } from 'zod';
import { byTrackedProtocol } from '../protocols/protocol-registry';

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

// A protocol counts at most once a day: every count below is a number of days with a completion,
// on the local day each log was stored with (docs/decisions/0012).
const protocolSummary = z.object({
  completedToday: z.boolean(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** Days of this Monday-to-Sunday week with a completion (the "x/7" of the summary cards). */
  thisWeekDays: z.number().int(),
  /** The same days, against the weekly target (the dashboard's "2/3 this week"). */
  thisWeekCount: z.number().int(),
  weeklyTarget: z.number().int(),
  /**
   * Share of this week's target met so far, percent (capped at 100): done days this week over the
   * weekly target scaled to the week's counted days.
   */
  weeklyRate: z.number(),
  /** Days with a completion in the selected range's counted days. */
  rangeCount: z.number().int(),
  /** The target for those counted days (the weekly target scaled, at least 1). */
  rangeTarget: z.number().int(),
  /** Habit strength (Loop Habit Tracker's score), 0–100. */
  habitStrength: z.number(),
  lastCompletedOn: z.string().nullable(),
});
export type ProtocolSummary = z.infer<typeof protocolSummary>;

/** One field per tracked protocol, each checked by `schema`. */
const perProtocol = <T extends z.ZodType>(schema: T) => byTrackedProtocol(() => schema);

const dayCounts = z.object({ date: z.string(), ...perProtocol(z.number().int()) });
export type DayCounts = z.infer<typeof dayCounts>;

/** A point of the completions series: a day, or a week dated by its Monday, and how many of its days are counted. */
const seriesPoint = dayCounts.extend({ days: z.number().int() });
export type SeriesPoint = z.infer<typeof seriesPoint>;

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
  range: z.object({
    kind: z.enum(PROGRESS_RANGES),
    /** The period named by the timeframe: this Monday-to-Sunday week, the last 30 days, or all time. */
    from: z.string(),
    to: z.string(),
    label: z.string(),
    /**
     * The days the figures count: from the later of `from` and the person's first logged day (the
     * account's creation day before any log) up to today. Never empty.
     */
    countedFrom: z.string(),
    countedDays: z.number().int(),
  }),
  overall: z.object({
    adherencePercent: z.number().int(),
    completed: z.number().int(),
    target: z.number().int(),
    ringColour: z.enum(['green', 'amber', 'red']),
    message: z.string(),
    /**
     * Overall completion: this week's adherence (Monday to Sunday, counted days so far), percent,
     * the same computation as `adherencePercent` for the week range.
     */
    completionRate: z.number(),
    /** Consecutive days ending today (or yesterday) with at least one protocol completed. */
    currentStreak: z.number().int(),
    habitStrength: z.number(),
  }),
  protocols: z.object(perProtocol(protocolSummary)),
  /** Done days per protocol over the counted days: per day, or for "all" per week (dated by its Monday). */
  series: z.object({ resolution: z.enum(['day', 'week']), points: z.array(seriesPoint) }),
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
