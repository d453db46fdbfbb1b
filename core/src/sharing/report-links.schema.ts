import { z } from 'zod';
import { PROGRESS_RANGES } from '../progress/progress.schema';
import { recordId } from '../common/storable.schema';

/** A report link lasts 14 days unless the owner picks another length; never longer than 90. */
export const REPORT_LINK_DEFAULT_DAYS = 14;
export const REPORT_LINK_MAX_DAYS = 90;
/** Wrong passcodes one link takes in 15 minutes before it answers 429 until the window passes. */
export const REPORT_PASSCODE_TRIES = 5;
/** Requests to report links one address may make in a minute, whatever the link: guessing tokens costs a hash each. */
export const REPORT_LINK_REQUESTS_PER_MINUTE = 30;

/** POST /api/sharing/links. */
export const reportLinkCreateSchema = z.strictObject({
  range: z.enum(PROGRESS_RANGES, { message: 'range must be week, month or all' }).default('month'),
  days: z
    .number({ message: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'A link lasts at least 1 day')
    .max(REPORT_LINK_MAX_DAYS, `A link lasts at most ${REPORT_LINK_MAX_DAYS} days`)
    .default(REPORT_LINK_DEFAULT_DAYS),
});
export type ReportLinkCreate = z.input<typeof reportLinkCreateSchema>;

export const reportLinkSchema = z.object({
  id: z.number().int(),
  range: z.enum(PROGRESS_RANGES),
  expiresAt: z.string(),
  status: z.enum(['active', 'expired', 'ended']),
  createdAt: z.string(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;

/** The answer that makes a link: its token (its address) and passcode, shown this once and kept nowhere. */
export const reportLinkCreatedSchema = reportLinkSchema.extend({ token: z.string(), passcode: z.string() });
export type ReportLinkCreated = z.infer<typeof reportLinkCreatedSchema>;

export const reportLinkParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This is not a report link'),
});
export const reportLinkIdParamsSchema = z.object({ id: recordId() });

/** What someone opening a link sends with every request: the passcode the owner gave them. */
export const reportLinkOpenSchema = z.strictObject({
  passcode: z.string({ message: 'passcode must be a string' }).trim().min(1, 'Enter the passcode').max(64, 'passcode is too long'),
});
