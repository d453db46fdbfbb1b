import { checklistPercent, type ChecklistItems } from '../checklist/checklist.logic';
import { COLD_MIN_SECONDS, coldMethodLabel } from '../cold-exposure/cold-exposure.logic';
import { addDays, localDateOf, startOfWeek, type LocalDate } from '../common/calendar.logic';
import { fromCelsius, roundTo, type TemperatureUnit } from '../common/units.logic';
import { FASTING_STAGES, fastingProtocolLabel, fastingStageIndex, resolveFast } from '../fasting/fasting.logic';
import { currentStreak, type ProtocolKey } from '../progress/progress.logic';
import { cut } from '../voice-journal/entry-summary.logic';
import { JOURNAL_ENTRY_TYPES, type JournalEntryType } from '../voice-journal/voice-journal.schema';
import { ownProtocolsGrounding, type OwnProtocolsGrounding, type OwnProtocolsInput } from './chat-grounding-own-protocols.logic';
import { biometricsGrounding, type BiometricReading, type BiometricsGrounding, type WeightUnit } from './chat-grounding-biometrics.logic';

/** The coach looks at the last 7 local days (today included). */
export const GROUNDING_DAYS = 7;

/** The units the person chose in Settings: every figure the coach gives is in them. */
export type CoachUnits = { weight: WeightUnit; temperature: TemperatureUnit };

/** The counted protocols the coach speaks of one by one, each with its own streak. */
export type CoachedProtocol = Extract<ProtocolKey, 'thirtyThirtyThirty' | 'fasting' | 'coldExposure'>;

/**
 * Local days with a completion per counted protocol, far enough back for the current streaks: the
 * coached ones always; any other counted protocol given counts toward the overall streak.
 */
export type CompletionDays = Record<CoachedProtocol, LocalDate[]> & Partial<Record<Exclude<ProtocolKey, CoachedProtocol>, LocalDate[]>>;

/**
 * The person's recent logs, as the server reads them (no identity: no name, e-mail or id). Each
 * log carries the local calendar day it counts on (the day it was logged, in the zone in force then).
 */
export type GroundingInput = {
  now: Date;
  /** The person's zone now: it says what "today" and the local time are. */
  timeZone: string;
  units: CoachUnits;
  /** 30-30-30 logs of the last 7 days. */
  thirty: { day: LocalDate; proteinGrams: number; exerciseSeconds: number; completed: boolean }[];
  /** Fasts started in the last 7 days, plus any still running. */
  fasts: { startTime: Date; endTime: Date | null; targetHours: number }[];
  /** Cold sessions of the last 7 days (which hold this Monday-start week). */
  cold: { day: LocalDate; timestamp: Date; exposureMethod: string; durationSeconds: number; temperatureC: number }[];
  /** Biometric readings of the last 30 days. */
  biometrics: BiometricReading[];
  /** Checklist records of the last 7 days. */
  checklists: ({ date: LocalDate } & ChecklistItems)[];
  /** Local days with a completion per protocol (the server gives every counted one). */
  completionDays: CompletionDays;
  /** Journal entries of the last 7 days (their summaries, not the transcripts). */
  journal?: { day: LocalDate; timestamp: Date; type: JournalEntryType; summary: string }[];
  /** The protocols the person wrote themselves (not archived), with their last 7 days. */
  ownProtocols?: OwnProtocolsInput;
};

export type ActiveFast = {
  targetHours: number;
  label: string;
  elapsedSeconds: number;
  remainingSeconds: number;
  stageIndex: number;
  stageName: string;
  nextStage: { name: string; inSeconds: number } | null;
};

/** What the coaches know about the person's last 7 days. */
export type CoachGrounding = {
  today: LocalDate;
  weekday: string;
  localTime: string;
  units: CoachUnits;
  thirty: {
    completedDays: number;
    completedToday: boolean;
    today: { proteinGrams: number; exerciseMinutes: number } | null;
    streak: number;
  };
  fasting: { active: ActiveFast | null; completed: number; endedEarly: number; longestHours: number | null; streak: number };
  cold: {
    sessions: number;
    seconds: number;
    /** Since Monday: the progress screen's week. */
    weekSeconds: number;
    doneToday: boolean;
    last: { method: string; seconds: number; temperature: number; unit: TemperatureUnit } | null;
    streak: number;
  };
  biometrics: BiometricsGrounding | null;
  checklist: { todayPercent: number | null; averagePercent: number | null; daysTracked: number };
  /** The journal of the last 7 days: how many entries of each type, and the latest few summaries. */
  journal: { entries: number; byType: { type: JournalEntryType; count: number }[]; latest: { day: LocalDate; summary: string }[] };
  /** The person's own protocols, a short line each. */
  ownProtocols: OwnProtocolsGrounding;
  /** Consecutive days with at least one protocol completed. */
  streak: number;
};

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
function clockParts(now: Date, timeZone: string) {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { weekday: get('weekday'), localTime: `${get('hour')}:${get('minute')}` };
}

function activeFastOf(input: GroundingInput): ActiveFast | null {
  for (const fast of input.fasts) {
    if (!resolveFast(fast).isActive) continue;
    const elapsedSeconds = Math.max(0, Math.floor((input.now.getTime() - fast.startTime.getTime()) / 1000));
    const stageIndex = fastingStageIndex(elapsedSeconds);
    const next = FASTING_STAGES[stageIndex + 1];
    return {
      targetHours: fast.targetHours,
      label: fastingProtocolLabel(fast.targetHours),
      elapsedSeconds,
      remainingSeconds: Math.max(0, fast.targetHours * 3600 - elapsedSeconds),
      stageIndex,
      stageName: FASTING_STAGES[stageIndex]!.name,
      nextStage: next ? { name: next.name, inSeconds: next.fromHours * 3600 - elapsedSeconds } : null,
    };
  }
  return null;
}

function fastingOf(input: GroundingInput, streak: number): CoachGrounding['fasting'] {
  const ended = input.fasts.map((fast) => resolveFast(fast)).filter((fast) => !fast.isActive);
  const completed = ended.filter((fast) => fast.completed);
  const longest = Math.max(0, ...ended.map((fast) => fast.durationSeconds ?? 0));
  return {
    active: activeFastOf(input),
    completed: completed.length,
    endedEarly: ended.length - completed.length,
    longestHours: ended.length > 0 ? roundTo(longest / 3600, 1) : null,
    streak,
  };
}

function thirtyOf(input: GroundingInput, today: LocalDate, streak: number): CoachGrounding['thirty'] {
  const from = addDays(today, -(GROUNDING_DAYS - 1));
  const completedDays = new Set(input.thirty.filter((log) => log.completed && log.day >= from).map((log) => log.day));
  const todays = input.thirty.filter((log) => log.day === today);
  const best = todays.sort((a, b) => b.proteinGrams + b.exerciseSeconds / 60 - (a.proteinGrams + a.exerciseSeconds / 60))[0];
  return {
    completedDays: completedDays.size,
    completedToday: completedDays.has(today),
    today: best ? { proteinGrams: roundTo(best.proteinGrams, 0), exerciseMinutes: Math.floor(best.exerciseSeconds / 60) } : null,
    streak,
  };
}

function coldOf(input: GroundingInput, today: LocalDate, streak: number): CoachGrounding['cold'] {
  const from = addDays(today, -(GROUNDING_DAYS - 1));
  const weekStart = startOfWeek(today, 1);
  const counted = input.cold.filter((session) => session.durationSeconds >= COLD_MIN_SECONDS);
  const recent = counted.filter((session) => session.day >= from);
  const last = [...counted].sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime())[0];
  const unit = input.units.temperature;
  return {
    sessions: recent.length,
    seconds: recent.reduce((sum, session) => sum + session.durationSeconds, 0),
    weekSeconds: counted.filter((s) => s.day >= weekStart).reduce((sum, s) => sum + s.durationSeconds, 0),
    doneToday: counted.some((session) => session.day === today),
    last: last
      ? {
          method: coldMethodLabel(last.exposureMethod),
          seconds: last.durationSeconds,
          temperature: roundTo(fromCelsius(last.temperatureC, unit), 1),
          unit,
        }
      : null,
    streak,
  };
}

function checklistOf(input: GroundingInput, today: LocalDate): CoachGrounding['checklist'] {
  const from = addDays(today, -(GROUNDING_DAYS - 1));
  const days = input.checklists.filter((day) => day.date >= from && day.date <= today);
  const todays = days.find((day) => day.date === today);
  // Days without a record count as 0 %: the average is over the whole week.
  const total = days.reduce((sum, day) => sum + checklistPercent(day), 0);
  return {
    todayPercent: todays ? checklistPercent(todays) : null,
    averagePercent: days.length > 0 ? Math.round(total / GROUNDING_DAYS) : null,
    daysTracked: days.length,
  };
}

/** The latest journal summaries the coach is told, each cut short: enough to know what was logged. */
export const JOURNAL_LATEST = 3;
const JOURNAL_SUMMARY_MAX = 80;

function journalOf(input: GroundingInput, today: LocalDate): CoachGrounding['journal'] {
  const from = addDays(today, -(GROUNDING_DAYS - 1));
  const recent = (input.journal ?? []).filter((entry) => entry.day >= from).sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
  return {
    entries: recent.length,
    byType: JOURNAL_ENTRY_TYPES.map((type) => ({ type, count: recent.filter((entry) => entry.type === type).length })).filter(
      (group) => group.count > 0,
    ),
    latest: recent.slice(0, JOURNAL_LATEST).map((entry) => ({ day: entry.day, summary: cut(entry.summary, JOURNAL_SUMMARY_MAX) })),
  };
}

/** Turns the person's recent logs into the facts both coaches answer from. */
export function buildGrounding(input: GroundingInput): CoachGrounding {
  const today = localDateOf(input.now, input.timeZone);
  const streakOf = (key: CoachedProtocol) => currentStreak(new Set(input.completionDays[key]), today);
  const anyDay = new Set(Object.values(input.completionDays).flatMap((days) => days ?? []));
  return {
    today,
    ...clockParts(input.now, input.timeZone),
    units: input.units,
    thirty: thirtyOf(input, today, streakOf('thirtyThirtyThirty')),
    fasting: fastingOf(input, streakOf('fasting')),
    cold: coldOf(input, today, streakOf('coldExposure')),
    biometrics: biometricsGrounding(input.biometrics, today, input.units.weight),
    checklist: checklistOf(input, today),
    journal: journalOf(input, today),
    ownProtocols: ownProtocolsGrounding(input.ownProtocols),
    streak: currentStreak(anyDay, today),
  };
}
