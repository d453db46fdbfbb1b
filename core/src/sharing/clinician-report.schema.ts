import { z } from 'zod';
import { PROGRESS_RANGES } from '../progress/progress.schema';

/**
 * The report a person takes to an appointment (docs/sharing.md#the-clinician-report): the same
 * figures as their progress screens for one of the same periods, plus fasting hours, cold minutes,
 * each biometric's range and the experiments that finished. Weights are in pounds and
 * temperatures in °C, as everywhere in the API; `units` says how the person reads them.
 */
export const reportQuerySchema = z.object({
  range: z.enum(PROGRESS_RANGES, { message: 'range must be week, month or all' }).default('month'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const REPORT_METRICS = ['weight', 'heartRate', 'hrv', 'systolic', 'diastolic', 'sleep'] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

const figure = z.number().nullable();

export const clinicianReportSchema = z.object({
  person: z.object({ displayName: z.string() }),
  units: z.object({ weight: z.enum(['lbs', 'kg']), temperature: z.enum(['F', 'C']) }),
  generatedAt: z.string(),
  period: z.object({ range: z.enum(PROGRESS_RANGES), label: z.string(), from: z.string(), to: z.string(), days: z.number().int() }),
  overall: z.object({
    adherencePercent: z.number().int(),
    completed: z.number().int(),
    target: z.number().int(),
    habitStrength: z.number(),
  }),
  protocols: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      daysDone: z.number().int(),
      daysTarget: z.number().int(),
      habitStrength: z.number(),
      longestStreak: z.number().int(),
    }),
  ),
  fasting: z.object({ fasts: z.number().int(), totalHours: z.number(), averageHours: figure, longestHours: figure }),
  cold: z.object({ sessions: z.number().int(), totalMinutes: z.number(), averageMinutes: figure, coldestC: figure }),
  biometrics: z.array(
    z.object({
      metric: z.enum(REPORT_METRICS),
      readings: z.number().int(),
      average: figure,
      low: figure,
      high: figure,
      /** First to last reading of the period, percent; null with fewer than two. */
      changePercent: figure,
    }),
  ),
  experiments: z.array(z.object({ finishedOn: z.string(), verdict: z.string(), sentence: z.string() })),
});
export type ClinicianReport = z.infer<typeof clinicianReportSchema>;

/** The PDF's paper: A4, or US Letter. */
export const reportPaperQuerySchema = z.object({
  paper: z.enum(['a4', 'letter'], { message: 'paper must be a4 or letter' }).default('a4'),
});
export const reportPdfQuerySchema = reportQuerySchema.extend(reportPaperQuerySchema.shape);
