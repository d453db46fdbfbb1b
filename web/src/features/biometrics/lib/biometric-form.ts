import { BIOMETRIC_RULES, hasAnyMeasurement, isFilledMeasurement } from '@uh/core/biometrics/biometrics.logic';
import { biometricCreateSchema } from '@uh/core/biometrics/biometrics.schema';
import { numberFieldError, parseNumberInput } from '@uh/core/common/number-input.logic';
import type { NumberRule } from '@uh/core/common/number-rule.schema';
import { weightFromPounds, weightToPounds, type WeightUnit } from '#lib/preferences';

/** The five readings of the manual form (docs/product.md §2 /biometrics), in form order. */
export const FORM_FIELDS = [
  { name: 'weight', label: 'Weight (lbs)', inputMode: 'decimal' },
  { name: 'systolic', label: 'Systolic (mmHg)', inputMode: 'numeric' },
  { name: 'diastolic', label: 'Diastolic (mmHg)', inputMode: 'numeric' },
  { name: 'heartRate', label: 'Resting Heart Rate (BPM)', inputMode: 'numeric' },
  { name: 'sleepDuration', label: 'Sleep (hours)', inputMode: 'decimal', hint: 'In steps of 0.1 hour, e.g. 7.5' },
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

/** Where a field the API names shows its message on the form (the form's names are the API's). */
export const BIOMETRIC_FIELDS_BY_API_NAME = Object.fromEntries(FORM_FIELDS.map(({ name }) => [name, name])) as Record<
  FormFieldName,
  FormFieldName
>;

const ceilTo1 = (value: number) => Math.ceil(value * 10) / 10;
const floorTo1 = (value: number) => Math.floor(value * 10) / 10;

/**
 * The shared rule for a field as the person types it: weight in their unit, its kilogram range
 * kept inside the pound range the API checks (9.1–453.5 kg), so the two never disagree.
 */
export function fieldRule(name: FormFieldName, weightUnit: WeightUnit = 'lbs'): NumberRule {
  const rule = BIOMETRIC_RULES[name];
  if (name !== 'weight' || weightUnit === 'lbs') return rule;
  return {
    ...rule,
    min: ceilTo1(weightFromPounds(rule.min, weightUnit)),
    max: floorTo1(weightFromPounds(rule.max, weightUnit)),
    unit: weightUnit,
  };
}

/** A field as a number: empty, unreadable and 0 (docs/product.md §5: 0 counts as empty) become null. */
export function toMeasurement(text: string): number | null {
  const parsed = parseNumberInput(text);
  return parsed.kind === 'number' && isFilledMeasurement(parsed.value) ? parsed.value : null;
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

/** Submit is possible once any field holds a non-zero number (docs/product.md §5). */
export const canSubmit = (values: BiometricFormValues) => hasAnyMeasurement(toPayload(values));

/** Each typed field against its shared rule; 0 and empty are no reading (docs/product.md §5), not an error. */
export function fieldErrors(values: BiometricFormValues, weightUnit: WeightUnit = 'lbs'): BiometricFormErrors {
  const errors: BiometricFormErrors = {};
  for (const { name } of FORM_FIELDS) {
    const parsed = parseNumberInput(values[name]);
    if (parsed.kind === 'number' && parsed.value === 0) continue;
    const message = numberFieldError(values[name], fieldRule(name, weightUnit));
    if (message) errors[name] = message;
  }
  return errors;
}

/** Schema issues on the form's fields (e.g. systolic above diastolic), the first per field. */
export function schemaFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): BiometricFormErrors {
  const errors: BiometricFormErrors = {};
  for (const issue of issues) {
    const name = BIOMETRIC_FIELDS_BY_API_NAME[String(issue.path[0]) as FormFieldName];
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** Field errors before sending: each field's shared rule, then the shared request schema. */
export function validateBiometricForm(values: BiometricFormValues, weightUnit: WeightUnit = 'lbs'): BiometricFormErrors {
  const errors = fieldErrors(values, weightUnit);
  if (Object.keys(errors).length > 0) return errors;
  return schemaFieldErrors(biometricCreateSchema.safeParse(toPayload(values, weightUnit)).error?.issues ?? []);
}
