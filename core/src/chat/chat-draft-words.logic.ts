import { coldMethodLabel } from '../cold-exposure/cold-exposure.logic';
import { poundsToKilograms, roundTo } from '../common/units.logic';
import type { ExtractionOptions } from '../voice-journal/extract-entries.logic';
import type { LogPlan } from '../voice-journal/journal-logs.logic';
import { spokenDuration } from './chat-read-back.logic';

const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

/** What a draft's card says it will log, in the person's units and clock, before anything is stored. */
export function draftCardText(plan: LogPlan, { weightUnit, timeZone }: Pick<ExtractionOptions, 'weightUnit' | 'timeZone'>): string {
  switch (plan.kind) {
    case 'coldExposure':
      return `${coldMethodLabel(plan.log.exposureMethod)} · ${spokenDuration(plan.log.duration)} at ${plan.log.temperature} °${plan.log.temperatureUnit}`;
    case 'fastStart':
      return `Start a ${plan.targetHours}-hour fast at ${clock(plan.startTime, timeZone)}`;
    case 'fastEnd':
      return `End your fast at ${clock(plan.endTime, timeZone)}`;
    case 'protein':
      return `Add ${plan.grams} g protein to today's 30-30-30`;
    case 'exercise':
      return `Add ${spokenDuration(plan.seconds)} of exercise to today's 30-30-30`;
    case 'biometrics': {
      const { weight, systolic, diastolic, heartRate, sleepDuration } = plan.log;
      const parts = [
        weight === undefined ? null : `weight ${roundTo(weightUnit === 'kg' ? poundsToKilograms(weight) : weight, 1)} ${weightUnit}`,
        systolic === undefined || diastolic === undefined ? null : `blood pressure ${systolic}/${diastolic}`,
        heartRate === undefined ? null : `heart rate ${heartRate} bpm`,
        sleepDuration === undefined ? null : `sleep ${sleepDuration} h`,
      ];
      return `Reading · ${parts.filter((part) => part !== null).join(' · ')}`;
    }
  }
}
