import { protocolEntry, type HabitFrequency } from '../protocols/protocol-registry';
import { FORMAT, parseDocuments } from './parse-documents';
import type { ProtocolDocument, ProtocolSchedule } from './protocol-document.schema';

/** The built-in protocol's own weekly target, as a schedule. */
const scheduleOf = ({ times, days }: HabitFrequency): ProtocolSchedule =>
  times === days ? { kind: 'daily' } : { kind: 'frequency', times, days };

const thirty = protocolEntry('thirtyThirtyThirty');
const fasting = protocolEntry('fasting');
const cold = protocolEntry('coldExposure');
const biometrics = protocolEntry('biometrics');

/**
 * The four built-in protocols written in the open format: shown read-only beside the templates, so
 * a person can "Make a copy" and change it. Their schedules follow the weekly targets progress
 * counts them by (the protocol registry).
 */
export const BUILT_IN_PROTOCOL_DOCUMENTS: readonly ProtocolDocument[] = parseDocuments([
  {
    ...FORMAT,
    id: 'thirty-thirty-thirty',
    title: thirty.names.title,
    description:
      'Within 30 minutes of waking, eat at least 30 g of protein and move for at least 30 minutes at an easy pace. The day is done when both are.',
    icon: 'sun',
    color: 'amber',
    components: [
      {
        id: 'protein',
        label: 'Protein',
        kind: 'measure',
        unit: 'g',
        hint: 'Eggs, yoghurt, a shake',
        target: { kind: 'atLeast', value: 30 },
      },
      {
        id: 'exercise',
        label: 'Low-intensity exercise',
        kind: 'duration',
        hint: 'A walk, an easy ride',
        target: { kind: 'atLeast', value: 1800 },
      },
    ],
    group: { kind: 'all' },
    schedule: { ...scheduleOf(thirty.progress.habitFrequency), anchor: { event: 'wake', offsetMinutes: 0, windowMinutes: 30 } },
  },
  {
    ...FORMAT,
    id: 'intermittent-fasting',
    title: fasting.names.title,
    description: `A fast of at least 16 hours, ${fasting.progress.weeklyTarget} days a week. Log its length when you break it.`,
    sources: [
      {
        title: 'de Cabo & Mattson, Effects of Intermittent Fasting on Health, Aging, and Disease (NEJM, 2019)',
        url: 'https://doi.org/10.1056/NEJMra1905136',
      },
    ],
    icon: 'moon',
    color: 'violet',
    components: [
      {
        id: 'fast',
        label: 'Fast',
        kind: 'duration',
        hint: 'From the last meal to the first',
        target: { kind: 'atLeast', value: 16 * 3600, aggregate: 'max' },
      },
    ],
    schedule: scheduleOf(fasting.progress.habitFrequency),
    safety: {
      questions: [
        'Are you pregnant, breastfeeding, diabetic or have you had an eating disorder? If so, ask your clinician before fasting.',
      ],
      riskScreen: true,
    },
  },
  {
    ...FORMAT,
    id: 'cold-exposure',
    title: cold.names.title,
    description: `At least 2 minutes in cold water, ${cold.progress.weeklyTarget} times a week. Get out if you shiver hard or feel numb.`,
    sources: [
      {
        title:
          'Søberg et al., Altered brown fat thermoregulation and enhanced cold-induced thermogenesis in young, healthy, winter-swimming men (Cell Reports Medicine, 2021)',
        url: 'https://doi.org/10.1016/j.xcrm.2021.100408',
      },
    ],
    icon: 'droplet',
    color: 'sky',
    components: [
      {
        id: 'session',
        label: 'Cold session',
        kind: 'duration',
        hint: 'Cold shower, plunge or swim',
        target: { kind: 'atLeast', value: 120 },
      },
    ],
    schedule: scheduleOf(cold.progress.habitFrequency),
    safety: {
      questions: ['Do you have a heart condition, high blood pressure or Raynaud’s? If so, ask your clinician before cold exposure.'],
      maxDurationMinutes: 15,
      riskScreen: true,
    },
  },
  {
    ...FORMAT,
    id: 'biometrics',
    title: biometrics.names.title,
    description: 'Readings to watch over time, with no target: log whichever you measured.',
    icon: 'heart',
    color: 'teal',
    components: [
      { id: 'weight', label: 'Weight', kind: 'measure', unit: 'kg' },
      { id: 'resting-heart-rate', label: 'Resting heart rate', kind: 'measure', unit: 'bpm' },
      { id: 'hrv', label: 'Heart rate variability', kind: 'measure', unit: 'ms' },
    ],
    group: { kind: 'any' },
    schedule: { kind: 'daily' },
  },
]);
