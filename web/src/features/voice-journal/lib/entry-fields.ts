import { BIOMETRIC_RULES } from '@uh/core/biometrics/biometrics.logic';
import { COLD_DURATION_FIELD_RULES, COLD_METHODS, coldTemperatureRule } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { NumberRule } from '@uh/core/common/number-rule.schema';
import { THIRTY_RULES } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import { EXERCISE_MINUTES_RULE, WATER_OUNCES_RULE, WEIGHT_RULES, type JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import {
  ACTION_OPTIONS,
  SPOKEN_UNIT_OPTIONS,
  TARGET_OPTIONS,
  TEMPERATURE_UNIT_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
  type Option,
} from './entry-field-options';

/** What the person edits in the review step: every field as the text they typed or picked. */
export type EntryValues = Record<string, string>;

export type FieldSpec = {
  /** The form field's own name. */
  name: string;
  /** The detail it edits: where `uncertain` and the schema's messages point. */
  detail: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'select' | 'datetime';
  options?: readonly Option[];
  hint?: string;
  /** How a number field is read and checked (the shared rule, so the API agrees). */
  rule?: NumberRule;
  inputMode?: 'decimal' | 'numeric';
};

const number = (name: string, label: string, rule: NumberRule, detail = name): FieldSpec => ({
  name,
  detail,
  label,
  kind: 'number',
  rule,
  inputMode: rule.maxDecimals === 0 ? 'numeric' : 'decimal',
});

const weightUnitOf = (values: EntryValues) => (values.weightUnit === 'kg' ? 'kg' : 'lbs');
const temperatureUnitOf = (values: EntryValues) => (values.temperatureUnit === 'C' ? 'C' : 'F');

/** The fields of an entry of a type, in form order; labels follow the units picked in the entry. */
export function fieldsOf(type: JournalEntryType, values: EntryValues): FieldSpec[] {
  switch (type) {
    case 'meal':
      return [
        { name: 'description', detail: 'description', label: 'What you ate', kind: 'textarea' },
        number('proteinGrams', 'Protein (grams)', THIRTY_RULES.proteinAmount),
      ];
    case 'exercise':
      return [
        { name: 'activity', detail: 'activity', label: 'Activity', kind: 'text' },
        number('minutes', 'Minutes', EXERCISE_MINUTES_RULE),
      ];
    case 'biometric': {
      const unit = weightUnitOf(values);
      return [
        number('weight', `Weight (${unit})`, WEIGHT_RULES[unit]),
        { name: 'weightUnit', detail: 'weightUnit', label: 'Weight unit', kind: 'select', options: WEIGHT_UNIT_OPTIONS },
        number('systolic', 'Systolic (mmHg)', BIOMETRIC_RULES.systolic),
        number('diastolic', 'Diastolic (mmHg)', BIOMETRIC_RULES.diastolic),
        number('heartRate', 'Resting heart rate (BPM)', BIOMETRIC_RULES.heartRate),
        number('sleepHours', 'Sleep (hours)', BIOMETRIC_RULES.sleepDuration),
      ];
    }
    case 'water':
      return [
        number('ounces', 'Water (oz)', WATER_OUNCES_RULE),
        number('spokenAmount', 'Amount said', { label: 'Amount said', min: 0, max: 100_000 }),
        { name: 'spokenUnit', detail: 'spokenUnit', label: 'Unit said', kind: 'select', options: SPOKEN_UNIT_OPTIONS },
      ];
    case 'supplement':
      return [{ name: 'names', detail: 'names', label: 'Supplements', kind: 'text', hint: 'Separate them with commas.' }];
    case 'cold_exposure': {
      const unit = temperatureUnitOf(values);
      return [
        { name: 'exposureMethod', detail: 'exposureMethod', label: 'Method', kind: 'select', options: COLD_METHODS },
        number('durationMinutes', 'Duration: minutes', COLD_DURATION_FIELD_RULES.minutes, 'duration'),
        number('durationSecondsPart', 'Duration: seconds', COLD_DURATION_FIELD_RULES.seconds, 'duration'),
        number('temperature', `Temperature (°${unit})`, coldTemperatureRule(unit)),
        {
          name: 'temperatureUnit',
          detail: 'temperatureUnit',
          label: 'Temperature unit',
          kind: 'select',
          options: TEMPERATURE_UNIT_OPTIONS,
        },
      ];
    }
    case 'fasting':
      return [
        { name: 'action', detail: 'action', label: 'What happened', kind: 'select', options: ACTION_OPTIONS },
        { name: 'targetHours', detail: 'targetHours', label: 'Target', kind: 'select', options: TARGET_OPTIONS },
        { name: 'startTime', detail: 'startTime', label: 'Started at', kind: 'datetime' },
        ...(values.action === 'end' ? [{ name: 'endTime', detail: 'endTime', label: 'Ended at', kind: 'datetime' } as const] : []),
      ];
    case 'note':
      return [{ name: 'text', detail: 'text', label: 'Note', kind: 'textarea' }];
  }
}
