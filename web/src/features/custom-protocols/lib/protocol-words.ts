import type {
  AnchorEvent,
  ComponentKind,
  MeasureUnit,
  ProtocolComponent,
  ProtocolGroup,
  ProtocolSchedule,
  ProtocolTarget,
  ScheduleAnchor,
  TargetAggregate,
} from '@uh/core/custom-protocols/protocol-document.schema';

/** How a protocol reads in a list: "4 times in 7 days", "Every day within 30 min of waking", "Mon, Wed, Fri". */

export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WEEKDAY_LONG = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const ANCHOR_EVENT_WORDS: Record<AnchorEvent, string> = {
  wake: 'waking',
  sleep: 'going to sleep',
  fast_start: 'starting a fast',
  fast_end: 'ending a fast',
};

/** Whole minutes as "30 min", "1 h", "1 h 30 min". */
export function minutesInWords(totalMinutes: number): string {
  const minutes = Math.abs(Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Seconds as "15 min", "45 s", "1 min 30 s", "1 h 5 min". */
export function secondsInWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  const minutes = minutesInWords(Math.floor(seconds / 60));
  return rest === 0 ? minutes : `${minutes} ${rest} s`;
}

export function anchorInWords({ event, offsetMinutes, windowMinutes }: ScheduleAnchor): string {
  const what = ANCHOR_EVENT_WORDS[event];
  const window = minutesInWords(windowMinutes);
  if (offsetMinutes === 0) return `within ${window} of ${what}`;
  const side = offsetMinutes > 0 ? 'after' : 'before';
  return `from ${minutesInWords(offsetMinutes)} ${side} ${what}, for ${window}`;
}

function weekdaysInWords(weekdays: readonly number[]): string {
  if (weekdays.length === 7) return 'Every day';
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_SHORT[day - 1] ?? String(day))
    .join(', ');
}

function frequencyInWords(times: number, days: number): string {
  if (days === 1) return 'Every day';
  if (times === 1) return `Once every ${days} days`;
  return `${times} times in ${days} days`;
}

export function scheduleInWords(schedule: ProtocolSchedule): string {
  const base =
    schedule.kind === 'daily'
      ? 'Every day'
      : schedule.kind === 'frequency'
        ? frequencyInWords(schedule.times, schedule.days)
        : weekdaysInWords(schedule.weekdays);
  return schedule.anchor ? `${base} ${anchorInWords(schedule.anchor)}` : base;
}

export const UNIT_NAMES: Record<MeasureUnit, string> = {
  g: 'grams',
  mg: 'milligrams',
  mL: 'millilitres',
  oz: 'ounces',
  kg: 'kilograms',
  lb: 'pounds',
  min: 'minutes',
  km: 'kilometres',
  mi: 'miles',
  steps: 'steps',
  '°C': 'degrees Celsius',
  '°F': 'degrees Fahrenheit',
  bpm: 'beats per minute',
  ms: 'milliseconds',
  '%': 'percent',
};

/** "mg (milligrams)", for a list of units to choose from. */
export const unitOption = (unit: MeasureUnit) => (UNIT_NAMES[unit] === unit ? unit : `${unit} (${UNIT_NAMES[unit]})`);

const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A figure with its unit: "400 mg", "37.5 °C", "80%", "10,000 steps". */
export function amountInWords(value: number, unit?: MeasureUnit): string {
  const figure = numberFormat.format(value);
  if (!unit) return figure;
  return unit === '%' ? `${figure}%` : `${figure} ${unit}`;
}

const AGGREGATE_WORDS: Record<TargetAggregate, string> = {
  sum: '',
  average: ' (the day’s average)',
  max: ' (the day’s best)',
  last: ' (the last one logged)',
};

type Measured = { kind: ComponentKind; unit?: MeasureUnit };

/** A component's target: "at least 15 min", "at most 0", "between 60 and 70 bpm (the day’s average)". */
export function targetInWords(target: ProtocolTarget, component: Measured): string {
  const amount = (value: number) =>
    component.kind === 'duration' ? secondsInWords(value) : amountInWords(value, component.kind === 'measure' ? component.unit : undefined);
  const bound =
    target.kind === 'atLeast'
      ? `at least ${amount(target.value)}`
      : target.kind === 'atMost'
        ? `at most ${amount(target.value)}`
        : `between ${amount(target.value)} and ${amount(target.max ?? target.value)}`;
  return `${bound}${AGGREGATE_WORDS[target.aggregate]}`;
}

export const COMPONENT_KIND_WORDS: Record<ComponentKind, string> = {
  check: 'Tick when done',
  count: 'A number of times',
  duration: 'A length of time',
  measure: 'An amount with a unit',
  scale: 'A rating on a scale',
  text: 'A written note',
};

/** One component as a preview lists it: "Sauna session: a length of time, at least 15 min". */
export function componentInWords(component: ProtocolComponent): string {
  const kind = COMPONENT_KIND_WORDS[component.kind].toLowerCase();
  const scale = component.kind === 'scale' ? ` from ${component.min} to ${component.max}` : '';
  const target = 'target' in component && component.target ? `, ${targetInWords(component.target, component)}` : '';
  return `${component.label}: ${kind}${scale}${target}`;
}

/** "All of them", "Any one of them", "At least 2 of them". */
export function groupInWords(group: ProtocolGroup, componentCount: number): string {
  if (componentCount <= 1) return 'Done when its one part is done';
  if (group.kind === 'all') return `Done when all ${componentCount} parts are done`;
  if (group.kind === 'any') return 'Done when any one part is done';
  return `Done when at least ${group.count} of ${componentCount} parts are done`;
}
