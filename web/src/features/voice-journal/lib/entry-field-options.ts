import { FASTING_PROTOCOLS } from '@uh/core/fasting/fasting.logic';
import type { WaterUnit } from '@uh/core/voice-journal/voice-journal.schema';

// The choices of the review form's select fields.

/** One choice: the value the form keeps, and the words shown. */
export type Option = { value: string; label: string };

export const WEIGHT_UNIT_OPTIONS: Option[] = [
  { value: 'lbs', label: 'lbs' },
  { value: 'kg', label: 'kg' },
];
export const TEMPERATURE_UNIT_OPTIONS: Option[] = [
  { value: 'F', label: '°F' },
  { value: 'C', label: '°C' },
];
const SPOKEN_UNIT_LABELS: Record<WaterUnit, string> = {
  oz: 'ounces',
  ml: 'millilitres',
  l: 'litres',
  cup: 'cups',
  gallon: 'gallons',
  glass: 'glasses',
  bottle: 'bottles',
};
export const SPOKEN_UNIT_OPTIONS: Option[] = [
  { value: '', label: 'Not said' },
  ...Object.entries(SPOKEN_UNIT_LABELS).map(([value, label]) => ({ value, label })),
];
export const TARGET_OPTIONS: Option[] = [
  { value: '', label: 'Not said' },
  ...FASTING_PROTOCOLS.map(({ hours, label }) => ({ value: String(hours), label })),
];
export const ACTION_OPTIONS: Option[] = [
  { value: 'start', label: 'Started a fast' },
  { value: 'end', label: 'Ended a fast' },
];
