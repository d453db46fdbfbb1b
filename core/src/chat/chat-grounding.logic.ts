import { checklistPercent, type ChecklistItems } from '../checklist/checklist.logic';
import { COLD_MIN_SECONDS, coldMethodLabel } from '../cold-exposure/cold-exposure.logic';
import { addDays, localDateOf, startOfWeek, type LocalDate } from '../common/calendar.logic';
import { fromCelsius, roundTo, type TemperatureUnit } from '../common/units.logic';
import { FASTING_STAGES, fastingProtocolLabel, fastingStageIndex, resolveFast } from '../fasting/fasting.logic';
import { currentStreak, PROTOCOL_KEYS, type ProtocolKey } from '../progress/progress.logic';

/** The coach looks at the last 7 local days (today included). */
export const GROUNDING_DAYS = 7;

/** The person's recent logs, as the server reads them (no identity: no name, e-mail or id). */
export type GroundingInput = {
  now: Date;
  timeZone: string;
  /** 30-30-30 logs of the last 7 days. */
  thirty: { timestamp: Date; proteinGrams: number; exerciseSeconds: number; completed: boolean }[];
  /** Fasts started in the last 7 days, plus any still running. */
  fasts: { startTime: Date; endTime: Date | null; targetHours: number }[];
  /** Cold sessions of the last 7 days and of this Sunday-start week. */
  cold: { timestamp: Date; exposureMethod: string; durationSeconds: number; temperatureC: number; temperatureUnit: string }[];
  /** Biometric readings of the last 30 days, newest first; weight in lbs, sleep in hours. */
  biometrics: {
    timestamp: Date;
    weightLbs: number | null;
    systolic: number | null;
    diastolic: number | null;
    heartRate: number | null;
    sleepHours: number | null;
  }[];
  /** Checklist records of the last 7 days. */
  checklists: ({ date: LocalDate } & ChecklistItems)[];
  /** Local days with a completion per protocol, far enough back for the current streaks. */
  completionDays: Record<ProtocolKey, LocalDate[]>;
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
    weekSeconds: number;
    doneToday: boolean;
    last: { method: string; seconds: number; temperature: number; unit: TemperatureUnit } | null;
    streak: number;
  };
  biometrics: {
    weightLbs: number | null;
    bloodPressure: { systolic: number; diastolic: number } | null;
    heartRate: number | null;
    sleepHours: number | null;
    averageSleepHours: number | null;
    lastLoggedOn: LocalDate;
  } | null;
  checklist: { todayPercent: number | null; averagePercent: number | null; daysTracked: number };
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
    if (!resolveFast(fast, input.now).isActive) continue;
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
  const ended = input.fasts.map((fast) => resolveFast(fast, input.now)).filter((fast) => !fast.isActive);
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
  const dayOf = (at: Date) => localDateOf(at, input.timeZone);
  const completedDays = new Set(input.thirty.filter((log) => log.completed).map((log) => dayOf(log.timestamp)));
  const todays = input.thirty.filter((log) => dayOf(log.timestamp) === today);
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
  const weekStart = startOfWeek(today, 0);
  const dayOf = (at: Date) => localDateOf(at, input.timeZone);
  const counted = input.cold.filter((session) => session.durationSeconds >= COLD_MIN_SECONDS);
  const recent = counted.filter((session) => dayOf(session.timestamp) >= from);
  const last = [...counted].sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime())[0];
  const unit: TemperatureUnit = last?.temperatureUnit === 'C' ? 'C' : 'F';
  return {
    sessions: recent.length,
    seconds: recent.reduce((sum, session) => sum + session.durationSeconds, 0),
    weekSeconds: counted.filter((s) => dayOf(s.timestamp) >= weekStart).reduce((sum, s) => sum + s.durationSeconds, 0),
    doneToday: counted.some((session) => dayOf(session.timestamp) === today),
    last: last
      ? {
          method: coldMethodLabel(last.exposureMethod),
          seconds: last.durationSeconds,
          temperature: roundTo(fromCelsius(last.temperatureC, unit), 0),
          unit,
        }
      : null,
    streak,
  };
}

function biometricsOf(input: GroundingInput, today: LocalDate): CoachGrounding['biometrics'] {
  const readings = [...input.biometrics].sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
  if (readings.length === 0) return null;
  const latest = <K extends 'weightLbs' | 'heartRate' | 'sleepHours'>(key: K) =>
    readings.find((r) => r[key] !== null && r[key] !== 0)?.[key] ?? null;
  const pressure = readings.find((r) => r.systolic && r.diastolic);
  const from = addDays(today, -(GROUNDING_DAYS - 1));
  const sleeps = readings.filter((r) => r.sleepHours && localDateOf(r.timestamp, input.timeZone) >= from).map((r) => r.sleepHours!);
  return {
    weightLbs: latest('weightLbs') === null ? null : roundTo(latest('weightLbs')!, 1),
    bloodPressure: pressure ? { systolic: Math.round(pressure.systolic!), diastolic: Math.round(pressure.diastolic!) } : null,
    heartRate: latest('heartRate') === null ? null : Math.round(latest('heartRate')!),
    sleepHours: latest('sleepHours') === null ? null : roundTo(latest('sleepHours')!, 1),
    averageSleepHours: sleeps.length > 0 ? roundTo(sleeps.reduce((a, b) => a + b, 0) / sleeps.length, 1) : null,
    lastLoggedOn: localDateOf(readings[0]!.timestamp, input.timeZone),
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

/** Turns the person's recent logs into the facts both coaches answer from. */
export function buildGrounding(input: GroundingInput): CoachGrounding {
  const today = localDateOf(input.now, input.timeZone);
  const streakOf = (key: ProtocolKey) => currentStreak(new Set(input.completionDays[key]), today);
  const anyDay = new Set(PROTOCOL_KEYS.flatMap((key) => input.completionDays[key]));
  return {
    today,
    ...clockParts(input.now, input.timeZone),
    thirty: thirtyOf(input, today, streakOf('thirtyThirtyThirty')),
    fasting: fastingOf(input, streakOf('fasting')),
    cold: coldOf(input, today, streakOf('coldExposure')),
    biometrics: biometricsOf(input, today),
    checklist: checklistOf(input, today),
    streak: currentStreak(anyDay, today),
  };
}
