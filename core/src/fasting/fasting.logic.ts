import { localDateOf, type LocalDate } from '../common/calendar.logic';

export const FASTING_PROTOCOLS = [
  { hours: 12, label: '12:12 Circadian Rhythm Fasting' },
  { hours: 16, label: '16:8 Intermittent Fasting' },
  { hours: 20, label: '20:4 Warrior Diet' },
  { hours: 24, label: '24 Hour Fast' },
  { hours: 36, label: '36 Hour Fast' },
  { hours: 48, label: '48 Hour Fast' },
  { hours: 72, label: '72 Hour Fast' },
  { hours: 86, label: '86 Hour Fast' },
] as const;

export type FastingTargetHours = (typeof FASTING_PROTOCOLS)[number]['hours'];
export const FASTING_TARGET_HOURS = FASTING_PROTOCOLS.map((protocol) => protocol.hours) as FastingTargetHours[];
export const DEFAULT_FASTING_TARGET_HOURS: FastingTargetHours = 16;

export const fastingProtocolLabel = (hours: number) =>
  FASTING_PROTOCOLS.find((protocol) => protocol.hours === hours)?.label ?? `${hours} Hour Fast`;

/** For narrow screens: the ratio ('16:8') or the hours ('36 h'). */
export const fastingProtocolShortLabel = (hours: number) => /^\d+:\d+/.exec(fastingProtocolLabel(hours))?.[0] ?? `${hours} h`;

export type FastingStage = { name: string; fromHours: number; toHours: number; benefits: readonly string[] };

/** docs/product.md §3 stages; the benefit sentences are this product's own plain-language summaries. */
export const FASTING_STAGES: readonly FastingStage[] = [
  {
    name: 'Digestive Rest',
    fromHours: 0,
    toHours: 12,
    benefits: [
      'Your body finishes digesting your last meal and insulin levels begin to fall.',
      'Blood sugar settles and the gut gets a break from constant work.',
    ],
  },
  {
    name: 'Fat Burning',
    fromHours: 12,
    toHours: 16,
    benefits: [
      'With liver glycogen running low, your body turns to stored fat for fuel.',
      'Ketone production starts to rise, which many people notice as steadier energy and focus.',
    ],
  },
  {
    name: 'Autophagy Beginning',
    fromHours: 16,
    toHours: 24,
    benefits: [
      'Cells step up autophagy, breaking down and recycling worn-out components.',
      'Insulin stays low, supporting insulin sensitivity.',
    ],
  },
  {
    name: 'Deep Autophagy',
    fromHours: 24,
    toHours: 48,
    benefits: [
      'Cellular clean-up is well under way and ketones become a major fuel source.',
      'Inflammation markers tend to fall during this stretch.',
      'Stay hydrated and keep electrolytes up.',
    ],
  },
  {
    name: 'Growth Hormone Release',
    fromHours: 48,
    toHours: 72,
    benefits: ['Growth hormone rises sharply, helping to preserve lean muscle.', 'Fat remains the main fuel while protein is spared.'],
  },
  {
    name: 'Stem Cell Activation',
    fromHours: 72,
    toHours: 120,
    benefits: [
      'Extended fasting is linked to immune-cell renewal once eating resumes.',
      'Fasts this long are best done with medical supervision.',
    ],
  },
];

/** Index of the stage an elapsed time falls in (the last stage beyond 120 h). */
export function fastingStageIndex(elapsedSeconds: number): number {
  const hours = Math.max(0, elapsedSeconds) / 3600;
  const index = FASTING_STAGES.findIndex((stage) => hours >= stage.fromHours && hours < stage.toHours);
  return index === -1 ? FASTING_STAGES.length - 1 : index;
}

export const isFastCompleted = (elapsedSeconds: number, targetHours: number) => elapsedSeconds >= targetHours * 3600;

export type FastTimes = { startTime: Date; endTime: Date | null; targetHours: number };
export type ResolvedFast = { endTime: Date | null; durationSeconds: number | null; completed: boolean; isActive: boolean };

/** Whole seconds between two instants (never negative). */
export const secondsBetween = (start: Date, end: Date) => Math.max(0, Math.floor((end.getTime() - start.getTime()) / 1000));

/**
 * What a fast is (docs/decisions/0010): running until someone ends it — past its target too —
 * and, once ended, as long as its own times say, completed when that reaches the target. The
 * end time is never moved to the target.
 */
export function resolveFast(fast: FastTimes): ResolvedFast {
  if (!fast.endTime) return { endTime: null, durationSeconds: null, completed: false, isActive: true };
  const durationSeconds = secondsBetween(fast.startTime, fast.endTime);
  return { endTime: fast.endTime, durationSeconds, completed: isFastCompleted(durationSeconds, fast.targetHours), isActive: false };
}

/** A running fast whose target has passed: it keeps running (and is shown so) until ended or corrected. */
export const isPastTarget = (fast: { startTime: Date; targetHours: number }, now: Date) =>
  isFastCompleted(secondsBetween(fast.startTime, now), fast.targetHours);

export type FastStatus = 'Completed' | 'Ended Early' | 'In Progress';

export function fastStatus(fast: { endTime: string | null; completed: boolean }): FastStatus {
  if (fast.endTime === null) return 'In Progress';
  return fast.completed ? 'Completed' : 'Ended Early';
}

/**
 * The one day a fast is dated by everywhere (docs/decisions/0029): the local day it ended, as
 * stored with it in the zone in force then. A running fast has not ended: it shows on the day it
 * would count on if ended now, today in `timeZone`, so ending it never moves it to another date.
 */
export function fastDay(fast: { localDay: string | null; endTime: string | null }, timeZone: string, now: Date): LocalDate {
  if (fast.localDay) return fast.localDay;
  return localDateOf(fast.endTime ? new Date(fast.endTime) : now, timeZone);
}
