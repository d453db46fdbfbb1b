import type { z } from 'zod';
import { inSentence } from '../common/label-in-sentence.logic';
import { TRACKED_PROTOCOLS } from '../protocols/protocol-registry';
import { FASTING_TARGET_HOURS } from '../fasting/fasting.logic';
import type { ApiScope } from '../embed/embed-tokens.schema';
import * as inputs from './tool-inputs.schema';
import type { ToolPlanKind } from './tool-plan.schema';

/**
 * One tool the coach's doors offer (docs/coach-tools.md). A read tool answers from the person's
 * data; a write tool proposes one of the plans it names, and nothing is stored until the person
 * confirms that proposal.
 */
type ToolBase<S extends z.ZodObject> = {
  title: string;
  /** What the tool does, for a model choosing among them; the door adds the scope it needs. */
  description: string;
  scope: ApiScope;
  input: S;
};
export type ReadTool<S extends z.ZodObject = z.ZodObject> = ToolBase<S> & { access: 'read' };
export type WriteTool<S extends z.ZodObject = z.ZodObject> = ToolBase<S> & { access: 'write'; plans: readonly ToolPlanKind[] };
export type ToolDefinition = ReadTool | WriteTool;

const read = <S extends z.ZodObject>(scope: ApiScope, title: string, description: string, input: S): ReadTool<S> => ({
  access: 'read',
  scope,
  title,
  description,
  input,
});

const write = <S extends z.ZodObject>(
  scope: ApiScope,
  plans: readonly ToolPlanKind[],
  title: string,
  description: string,
  input: S,
): WriteTool<S> => ({ access: 'write', plans, scope, title, description, input });

/** The counted protocols as a sentence names them: '30-30-30, fasting or cold exposure'. */
const PROTOCOL_NAMES = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(
  TRACKED_PROTOCOLS.map(({ habit }) => inSentence(habit.label)),
);

/** Every tool, by the name each door gives it. */
export const COACH_TOOLS = {
  get_progress_summary: read(
    'progress:read',
    'Get the progress summary',
    'Streaks, weekly rates, adherence and biometric trends for this week, the last 30 days or all time: what the ' +
      'dashboard and Progress screens show.',
    inputs.progressInput,
  ),
  get_insights: read(
    'progress:read',
    'Get what works for me',
    'Each pair the person follows (a protocol or an amount, an outcome such as HRV or sleep, and a lag) with what their ' +
      'own data says: status link, noLink or notEnoughData, the effect with its 90 % interval, p-values and a sentence; ' +
      'below the gate, what is missing. A link in their data, not proof of cause.',
    inputs.noInput,
  ),
  list_experiments: read(
    'progress:read',
    'List your experiments',
    'The person’s N-of-1 experiments, newest first: the habit switched on and off, the outcome, the lag, the smallest ' +
      'change that matters, the design and stopping rule, the plan of on, off, baseline and washout days, and what today ' +
      'asks (`today.assigned`: 1 the habit, 0 without).',
    inputs.noInput,
  ),
  get_experiment_result: read(
    'progress:read',
    'Get what an experiment showed',
    'One experiment’s figures so far: each passed day followed, notFollowed or unknown, the effect with its 90 % ' +
      'interval, P(meaningful), P(no meaningful effect), the verdict (likelyMeaningful, likelyNoMeaningfulEffect or ' +
      'inconclusive) and its sentence.',
    inputs.experimentResultInput,
  ),
  list_logs: read(
    'logs:read',
    'List protocol logs',
    `The newest logs of one protocol (${PROTOCOL_NAMES}), newest first. Page back with \`before\` ` +
      '(the oldest timestamp already seen). Fast durations are in seconds.',
    inputs.listLogsInput,
  ),
  get_active_fast: read(
    'logs:read',
    'Get the running fast',
    'The fast running now (null when none), how long it has run and its fasting stage.',
    inputs.noInput,
  ),
  get_biometrics: read(
    'biometrics:read',
    'Get biometric readings',
    'Biometric readings (weight in lbs, blood pressure, heart rate, HRV, sleep in hours…), newest first; with `metric`, ' +
      'only the readings that include it. Page back with `before`.',
    inputs.getBiometricsInput,
  ),
  list_protocols: read(
    'logs:read',
    'List your own protocols',
    'The protocols the person defined themselves (breathwork, sauna, supplements…), in their order: each one’s ids, ' +
      'title, components (what can be logged, with kind, unit and daily target) and schedule.',
    inputs.noInput,
  ),
  get_protocol_days: read(
    'logs:read',
    'Get a protocol’s days',
    'One of the person’s own protocols, day by day from `from` to `to` (at most 92 days, the last 7 by default): ' +
      'each day’s state (done, partial, notDone, skipped, paused, unknown: nothing logged, never counted as missed), ' +
      'figures and entries, with habit strength (0–100), counts per state and the current streak.',
    inputs.protocolDaysInput,
  ),
  log_cold_session: write(
    'logs:write',
    ['coldExposure'],
    'Log a cold exposure session',
    'A cold shower, plunge or the like, as the app logs it: a session of 30 seconds or more ticks the day’s cold ' +
      'exposure checklist item. `duration` is in seconds, `temperature` in `temperatureUnit` (F by default).',
    inputs.logColdSessionInput,
  ),
  start_fast: write(
    'logs:write',
    ['fastStart'],
    'Start a fast',
    `Starts a fast with a target of ${FASTING_TARGET_HOURS.join(', ')} hours (16 by default), now or at \`startTime\`. Only one fast runs at a time.`,
    inputs.startFastInput,
  ),
  end_fast: write(
    'logs:write',
    ['fastEnd'],
    'End the running fast',
    'Ends the fast running now, now or at `endTime`.',
    inputs.endFastInput,
  ),
  log_protein: write(
    'logs:write',
    ['protein'],
    'Log protein',
    'Adds protein eaten (grams) to today’s 30-30-30 session, starting one when there is none.',
    inputs.logProteinInput,
  ),
  log_exercise: write(
    'logs:write',
    ['exercise'],
    'Log exercise',
    'Adds exercise done (seconds) to today’s 30-30-30 session, starting one when there is none.',
    inputs.logExerciseInput,
  ),
  log_biometrics: write(
    'biometrics:write',
    ['biometrics'],
    'Log a biometric reading',
    'One reading with at least one measurement, as the app’s form takes it (weight in lbs, sleepDuration in hours, ' +
      'bodyTemperature in `temperatureUnit`).',
    inputs.logBiometricsInput,
  ),
  tick_checklist_item: write(
    'checklist:write',
    ['checklistTick'],
    'Tick a daily checklist item',
    'Ticks (or with done=false unticks) one item of the daily checklist, today by default, in the person’s time zone.',
    inputs.tickChecklistInput,
  ),
  log_protocol_entry: write(
    'logs:write',
    ['protocolEntry'],
    'Log a value on your own protocol',
    'One value of one component of the person’s own protocol on a day (today by default), as the app’s quick-log ' +
      'takes it: `value` for a check (1 done, 0 not done), count, duration (seconds), measure or scale, `text` for a text ' +
      'component. The value must fit the component (a scale’s range…).',
    inputs.protocolEntryInput,
  ),
  skip_protocol_day: write(
    'logs:write',
    ['protocolSkip'],
    'Skip a day of your own protocol',
    'Marks one day (today by default) of the person’s own protocol as skipped, with an optional reason: a skipped day ' +
      'is neither done nor missed, and does not break the streak.',
    inputs.skipProtocolDayInput,
  ),
} satisfies Record<string, ToolDefinition>;

export type ToolName = keyof typeof COACH_TOOLS;

/** How often one person's write tool may be called a minute, all doors together; the coach's model makes at most this many calls a reply. */
export const WRITE_TOOL_CALLS_PER_MINUTE = 20;
export const TOOL_CALLS_PER_REPLY = 8;
export const TOOL_NAMES = Object.keys(COACH_TOOLS) as ToolName[];
export type WriteToolName = { [K in ToolName]: (typeof COACH_TOOLS)[K] extends WriteTool ? K : never }[ToolName];
export type ReadToolName = Exclude<ToolName, WriteToolName>;
export type ToolInput<K extends ToolName> = z.output<(typeof COACH_TOOLS)[K]['input']>;
export const WRITE_TOOL_NAMES = TOOL_NAMES.filter((name) => COACH_TOOLS[name].access === 'write') as WriteToolName[];
