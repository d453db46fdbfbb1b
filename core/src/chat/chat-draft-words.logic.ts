import { BIOMETRIC_RULES } from '../biometrics/biometrics.logic';
import { CHECKLIST_ITEM_TITLES } from '../checklist/checklist.logic';
import type { ToolPlan } from '../coach-tools/tool-plan.schema';
import { coldMethodLabel } from '../cold-exposure/cold-exposure.logic';
import { poundsToKilograms, roundTo } from '../common/units.logic';
import type { ExtractionOptions } from '../voice-journal/extract-entries.logic';
import { clockAt, spokenDuration } from './chat-read-back.logic';

type Reading = Extract<ToolPlan, { kind: 'biometrics' }>['log'];
type Units = Pick<ExtractionOptions, 'weightUnit' | 'timeZone'>;

/** Readings the card names in words of their own; the rest go by their label and unit. */
const SAID_APART = new Set(['weight', 'systolic', 'diastolic', 'heartRate', 'sleepDuration']);

function readingParts(log: Reading, weightUnit: Units['weightUnit']): string[] {
  const { weight, systolic, diastolic, heartRate, sleepDuration, bodyTemperature, temperatureUnit } = log;
  const parts = [
    weight == null ? null : `weight ${roundTo(weightUnit === 'kg' ? poundsToKilograms(weight) : weight, 1)} ${weightUnit}`,
    systolic == null || diastolic == null ? null : `blood pressure ${systolic}/${diastolic}`,
    heartRate == null ? null : `heart rate ${heartRate} bpm`,
    sleepDuration == null ? null : `sleep ${sleepDuration} h`,
    bodyTemperature == null ? null : `body temperature ${bodyTemperature} °${temperatureUnit ?? 'F'}`,
  ];
  const others = Object.entries(BIOMETRIC_RULES)
    .filter(([field]) => !SAID_APART.has(field))
    .map(([field, rule]) => {
      const value = log[field as keyof typeof BIOMETRIC_RULES];
      return value == null ? null : `${rule.label.toLowerCase()} ${value}${'unit' in rule ? ` ${rule.unit}` : ''}`;
    });
  return [...parts, ...others].filter((part) => part !== null);
}

/** What a draft's card says it will do, in the person's units and clock, before anything is stored. */
export function draftCardText(plan: ToolPlan, { weightUnit, timeZone }: Units): string {
  switch (plan.kind) {
    case 'coldExposure':
      return `${coldMethodLabel(plan.log.exposureMethod)} · ${spokenDuration(plan.log.duration)} at ${plan.log.temperature} °${plan.log.temperatureUnit}`;
    case 'fastStart':
      return `Start a ${plan.targetHours}-hour fast at ${clockAt(new Date(plan.startTime), timeZone)}`;
    case 'fastEnd':
      return `End your fast at ${clockAt(new Date(plan.endTime), timeZone)}`;
    case 'protein':
      return `Add ${plan.grams} g protein to today's 30-30-30`;
    case 'exercise':
      return `Add ${spokenDuration(plan.seconds)} of exercise to today's 30-30-30`;
    case 'biometrics':
      return `Reading · ${readingParts(plan.log, weightUnit).join(' · ')}`;
    case 'checklistTick':
      return `${plan.done ? 'Tick' : 'Untick'} ${CHECKLIST_ITEM_TITLES[plan.item]} on ${plan.date}`;
    case 'protocolSkip':
      return `Skip ${plan.shown.protocol} on ${plan.date}${plan.reason ? ` (${plan.reason})` : ''}`;
    case 'protocolEntry': {
      const amount = plan.text ?? `${plan.value ?? ''}${plan.shown.unit ? ` ${plan.shown.unit}` : ''}`;
      return `${plan.shown.protocol} · ${plan.shown.component} · ${amount} on ${plan.date}`;
    }
  }
}
