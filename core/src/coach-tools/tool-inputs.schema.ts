import { z } from 'zod';
import { BIOMETRIC_MEASUREMENTS } from '../biometrics/biometrics.logic';
import { biometricCreateSchema } from '../biometrics/biometrics.schema';
import { CHECKLIST_ITEM_KEYS } from '../checklist/checklist.logic';
import { checklistDateParamsSchema } from '../checklist/checklist.schema';
import { coldLogCreateSchema } from '../cold-exposure/cold-exposure.schema';
import { recordId } from '../common/storable.schema';
import { localDay } from '../common/local-day.schema';
import { customEntryCreateSchema, customSkipSchema } from '../custom-protocols/custom-protocols.schema';
import { fastingStartSchema } from '../fasting/fasting.schema';
import { PROTOCOL_KEYS } from '../progress/progress.logic';
import { progressQuerySchema } from '../progress/progress.schema';
import { listQuerySchema, pastInstant } from '../protocols/protocols.schema';
import { THIRTY_EXERCISE_MAX_S, THIRTY_RULES } from '../thirty-thirty-thirty/thirty-thirty-thirty.logic';

// Each tool's arguments, one zod schema per tool: the MCP server and the coach's model both take
// them from here (core/src/coach-tools/tool-registry.ts), so a tool reads the same at every door.

const none = z.strictObject({});
const today = (field: string) => localDay(field).optional().describe('yyyy-MM-dd; today in the person’s time zone when left out');

/** A protocol as a tool names it: the number the API uses, or the id its document gives it (`box-breathing`). */
export const protocolRefSchema = z
  .union([z.number().int().positive(), z.string().min(1).max(40)], {
    message: 'protocol must be a protocol’s id (a number) or its document id (such as box-breathing)',
  })
  .describe('The protocol’s id (a number) or its document id, as list_protocols names them');

export const listLogsInput = z.strictObject({
  ...listQuerySchema.shape,
  protocol: z.enum(PROTOCOL_KEYS, { message: `protocol must be one of ${PROTOCOL_KEYS.join(', ')}` }),
});

export const getBiometricsInput = z.strictObject({
  ...listQuerySchema.shape,
  metric: z
    .enum(BIOMETRIC_MEASUREMENTS, { message: `metric must be one of ${BIOMETRIC_MEASUREMENTS.join(', ')}` })
    .optional()
    .describe('Only readings that include this measurement'),
});

export const protocolDaysInput = z.strictObject({
  protocol: protocolRefSchema,
  from: localDay('from').optional().describe('yyyy-MM-dd; 6 days before `to` when left out'),
  to: today('to'),
});

export const experimentResultInput = z.strictObject({
  experimentId: recordId('experimentId').describe('The experiment’s id, as list_experiments names it'),
});

export const tickChecklistInput = z.strictObject({
  item: z.enum(CHECKLIST_ITEM_KEYS, { message: `item must be one of ${CHECKLIST_ITEM_KEYS.join(', ')}` }),
  date: checklistDateParamsSchema.shape.date.optional().describe('yyyy-MM-dd; today in the person’s time zone when left out'),
  done: z.boolean({ message: 'done must be true or false' }).default(true).describe('false unticks the item'),
});

const entryShape = customEntryCreateSchema.shape;
export const protocolEntryInput = z.strictObject({
  protocol: protocolRefSchema,
  componentId: entryShape.componentId.describe('The component’s id, as list_protocols names it'),
  date: today('date'),
  value: entryShape.value.describe('Every kind but text: a check is 1 (done) or 0, a duration is in seconds, a measure in its unit'),
  text: entryShape.text.describe('For a text component only'),
  note: entryShape.note,
});

export const skipProtocolDayInput = z.strictObject({
  protocol: protocolRefSchema,
  date: today('date'),
  reason: customSkipSchema.shape.reason.describe('Why the day is skipped (travel, illness…), shown with the day'),
});

export const startFastInput = z.strictObject({
  targetHours: fastingStartSchema.shape.targetHours.default(16),
  startTime: pastInstant('startTime').optional().describe('When the fast began (ISO 8601); now when left out'),
});

export const endFastInput = z.strictObject({
  endTime: pastInstant('endTime').optional().describe('When the fast ended (ISO 8601); now when left out'),
});

const { min: proteinMin, max: proteinMax } = THIRTY_RULES.proteinAmount;
export const logProteinInput = z.strictObject({
  grams: z
    .number({ message: 'grams must be a number' })
    .gt(proteinMin, 'grams must be more than 0')
    .max(proteinMax, `grams must be at most ${proteinMax}`)
    .describe('Protein eaten, in grams: added to today’s 30-30-30 session'),
});

export const logExerciseInput = z.strictObject({
  seconds: z
    .number({ message: 'seconds must be a number' })
    .int('seconds must be a whole number')
    .positive('seconds must be more than 0')
    .max(THIRTY_EXERCISE_MAX_S, `seconds must be at most ${THIRTY_EXERCISE_MAX_S}`)
    .describe('Exercise done, in seconds: added to today’s 30-30-30 session'),
});

/** The write tools over MCP: the proposal to confirm or discard. */
export const proposalDecisionInput = z.strictObject({
  proposalId: z.uuid({ message: 'proposalId must be a proposal’s id' }),
});
export const confirmProposalInput = proposalDecisionInput.extend({
  confirm: z.literal(true, { message: 'confirm must be true: ask the person first' }),
});

export const progressInput = z.strictObject(progressQuerySchema.shape);

export { coldLogCreateSchema as logColdSessionInput, biometricCreateSchema as logBiometricsInput, none as noInput };
