import { BIOMETRIC_RANGES, hasAnyMeasurement, isFilledMeasurement } from '@uh/core/biometrics/biometrics.logic';
import { roundTo } from '@uh/core/common/units.logic';
import { weightFromPounds, weightToPounds, type WeightUnit } from '#lib/preferences';

/** The five readings of the manual form (spec §2 /biometrics), in form order. */
export const FORM_FIELDS = [
  { name: 'weight', label: 'Weight (lbs)', step: '0.1', inputMode: 'decimal' },
  { name: 'systolic', label: 'Systolic (mmHg)', step: '1', inputMode: 'numeric' },
  { name: 'diastolic', label: 'Diastolic (mmHg)', step: '1', inputMode: 'numeric' },
  { name: 'heartRate', label: 'Resting Heart Rate (BPM)', step: '1', inputMode: 'numeric' },
  { name: 'sleepDuration', label: 'Sleep (hours)', step: '0.1', inputMode: 'decimal' },
] as const;

export type FormFieldName = (typeof FORM_FIELDS)[number]['name'];

/** The field's label, with weight in the unit the person chose in Settings. */
export const fieldLabel = (field: (typeof FORM_FIELDS)[number], weightUnit: WeightUnit = 'lbs') =>
  field.name === 'weight' ? `Weight (${weightUnit})` : field.label;
/** What the person typed, kept as text so a failed save loses nothing. */
export type BiometricFormValues = Record<FormFieldName, string>;
export type BiometricFormErrors = Partial<Record<FormFieldName, string>>;
export type BiometricPayload = Record<FormFieldName, number | null>;

export const EMPTY_FORM: BiometricFormValues = { weight: '', systolic: '', diastolic: '', heartRate: '', sleepDuration: '' };

const NAMES: Record<FormFieldName, string> = {
  weight: 'Weight',
  systolic: 'Systolic',
  diastolic: 'Diastolic',
  heartRate: 'Resting heart rate',
  sleepDuration: 'Sleep',
};

/** A field as a number: empty, unreadable and 0 (spec §5: 0 counts as empty) become null. */
export function toMeasurement(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return isFilledMeasurement(value) ? value : null;
}

/** The API's units: a weight typed in kg is sent in pounds. */
export function toPayload(values: BiometricFormValues, weightUnit: WeightUnit = 'lbs'): BiometricPayload {
  const weight = toMeasurement(values.weight);
  return {
    weight: weight === null ? null : weightToPounds(weight, weightUnit),
    systolic: toMeasurement(values.systolic),
    diastolic: toMeasurement(values.diastolic),
    heartRate: toMeasurement(values.heartRate),
    sleepDuration: toMeasurement(values.sleepDuration),
  };
}

/** Submit is possible once any field holds a non-zero number (spec §5). */
export const canSubmit = (values: BiometricFormValues) => hasAnyMeasurement(toPayload(values));

/** '20 and 1000 lbs', or the same range in kg to one decimal. */
function rangeText(name: FormFieldName, min: number, max: number, unit: string, weightUnit: WeightUnit): string {
  if (name !== 'weight' || weightUnit === 'lbs') return `${min} and ${max} ${unit}`;
  const inUnit = (pounds: number) => roundTo(weightFromPounds(pounds, weightUnit), 1);
  return `${inUnit(min)} and ${inUnit(max)} ${weightUnit}`;
}

/** Field errors before sending: the server's ranges and systolic above diastolic. */
export function validateBiometricForm(values: BiometricFormValues, weightUnit: WeightUnit = 'lbs'): BiometricFormErrors {
  const payload = toPayload(values, weightUnit);
  const errors: BiometricFormErrors = {};
  for (const { name } of FORM_FIELDS) {
    const text = values[name].trim();
    if (text !== '' && !Number.isFinite(Number(text))) {
      errors[name] = `${NAMES[name]} must be a number`;
      continue;
    }
    const value = payload[name];
    const { min, max, unit } = BIOMETRIC_RANGES[name];
    if (value !== null && (value < min || value > max))
      errors[name] = `${NAMES[name]} must be between ${rangeText(name, min, max, unit, weightUnit)}`;
  }
  if (
    !errors.systolic &&
    !errors.diastolic &&
    payload.systolic !== null &&
    payload.diastolic !== null &&
    payload.systolic <= payload.diastolic
  ) {
    errors.systolic = 'Systolic must be greater than diastolic';
  }
  return errors;
}
