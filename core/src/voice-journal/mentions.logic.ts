/**
 * Amounts with their units in a transcript whose numbers are already digits (number-words.logic):
 * durations, temperatures, volumes, weights and clock times, each with where it was said so a
 * value can go to the activity it was said next to.
 */

export type Span = { start: number; end: number };
export type DurationMention = Span & { seconds: number };
export type TemperatureMention = Span & { value: number; unit: 'F' | 'C' | null };
export type VolumeMention = Span & { amount: number; unit: string };
export type WeightMention = Span & { value: number; unit: 'lbs' | 'kg' };
export type ClockMention = Span & { hour: number; minute: number; isAmbiguous: boolean; isYesterday: boolean };

export const NUMBER = String.raw`-?\d+(?:\.\d+)?`;

const allMatches = (text: string, pattern: string) => [...text.matchAll(new RegExp(pattern, 'g'))];

const DURATION_UNITS: [RegExp, number][] = [
  [/^(?:hours?|hrs?|h)$/, 3600],
  [/^(?:minutes?|mins?)$/, 60],
  [/^(?:seconds?|secs?)$/, 1],
];
const DURATION_PART = String.raw`(\d+(?:\.\d+)?) ?(hours?|hrs?|h|minutes?|mins?|seconds?|secs?)\b`;

/** "3 minutes", "1 hour 15 minutes", "3 minutes and 30 seconds", "1.5 hours", in seconds. */
export function durationsIn(text: string): DurationMention[] {
  const parts = allMatches(text, DURATION_PART).map((match) => {
    const scale = DURATION_UNITS.findIndex(([pattern]) => pattern.test(match[2]!));
    return { start: match.index, end: match.index + match[0].length, seconds: Number(match[1]) * DURATION_UNITS[scale]![1], scale };
  });
  const mentions: (DurationMention & { scale: number })[] = [];
  for (const part of parts) {
    const last = mentions.at(-1);
    if (last && part.scale > last.scale && /^ ?(?:and )?$/.test(text.slice(last.end, part.start))) {
      Object.assign(last, { end: part.end, seconds: last.seconds + part.seconds, scale: part.scale });
    } else mentions.push({ ...part });
  }
  return mentions.map(({ start, end, seconds }) => ({ start, end, seconds }));
}

/** "3:30" said of a session: minutes and seconds (never a clock time, which has "at" or am/pm). */
export function clockDurationsIn(text: string): DurationMention[] {
  return allMatches(text, String.raw`(?<!\bat |\bsince |\bfrom )\b(\d{1,2}):([0-5]\d)\b(?! ?(?:am|pm)\b)`).map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    seconds: Number(match[1]) * 60 + Number(match[2]),
  }));
}

const TEMPERATURE_UNIT = String.raw`(fahrenheit|celsius|centigrade|f|c)`;

/** "50 degrees", "10 °c", "39 degrees fahrenheit", "12 celsius"; a unit only when one was said. */
export function temperaturesIn(text: string): TemperatureMention[] {
  const pattern = String.raw`(${NUMBER}) ?(?:(?:°|degrees?|deg)\b ?(?:${TEMPERATURE_UNIT}\b)?|°(?: ?${TEMPERATURE_UNIT}\b)?|${TEMPERATURE_UNIT}\b)`;
  return allMatches(text, pattern).map((match) => {
    const said = match[2] ?? match[3] ?? match[4];
    return {
      start: match.index,
      end: match.index + match[0].length,
      value: Number(match[1]),
      unit: said === undefined ? null : said.startsWith('f') ? 'F' : 'C',
    };
  });
}

/** "at 50" in a cold session: a temperature without a unit, when no clock or duration follows. */
export function bareTemperaturesIn(text: string): TemperatureMention[] {
  const pattern = String.raw`\bat (${NUMBER})\b(?!\.\d| ?(?:am|pm|o'?clock|hours?|hrs?|h|minutes?|mins?|seconds?|secs?|:\d)\b)`;
  return allMatches(text, pattern).map((match) => ({
    start: match.index + 3,
    end: match.index + match[0].length,
    value: Number(match[1]),
    unit: null,
  }));
}

const VOLUME_UNITS: [RegExp, string][] = [
  [/^(?:fl oz|fluid ounces?|ounces?|oz)$/, 'oz'],
  [/^(?:ml|mls|millilit(?:er|re)s?)$/, 'ml'],
  [/^(?:l|lit(?:er|re)s?|ltrs?)$/, 'l'],
  [/^cups?$/, 'cup'],
  [/^glass(?:es)?$/, 'glass'],
  [/^bottles?$/, 'bottle'],
  [/^gallons?$/, 'gallon'],
];
const VOLUME = String.raw`(fl oz|fluid ounces?|ounces?|oz|ml|mls|millilit(?:er|re)s?|l|lit(?:er|re)s?|ltrs?|cups?|glass(?:es)?|bottles?|gallons?)`;

/** "20 ounces", "500 ml", "2 litres", "3 cups", "2 16.9 oz bottles" (two of them). */
export function volumesIn(text: string): VolumeMention[] {
  const pattern = String.raw`(?:(\d+) )?(\d+(?:\.\d+)?) ?${VOLUME}\b(?: (?:bottles?|glass(?:es)?|cups?|cans?)\b)?`;
  return allMatches(text, pattern).map((match) => {
    const unit = VOLUME_UNITS.find(([unitPattern]) => unitPattern.test(match[3]!))![1];
    const count = match[1] === undefined ? 1 : Number(match[1]);
    const isCountOfContainers = match[1] !== undefined && /(?:bottles?|glass(?:es)?|cups?|cans?)$/.test(match[0]);
    const amount = isCountOfContainers ? count * Number(match[2]) : Number(match[2]);
    const start = isCountOfContainers ? match.index : match.index + (match[1] === undefined ? 0 : match[1].length + 1);
    return { start, end: match.index + match[0].length, amount, unit };
  });
}

const WEIGHT = String.raw`(lbs?|pounds?|kgs?|kilos?|kilograms?|kilogrammes?)`;

/** "182 pounds", "82.5 kg", "180 lbs". */
export function weightsIn(text: string): WeightMention[] {
  return allMatches(text, String.raw`(\d+(?:\.\d+)?) ?${WEIGHT}\b`).map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value: Number(match[1]),
    unit: /^(?:lbs?|pounds?)$/.test(match[2]!) ? 'lbs' : 'kg',
  }));
}

const EVENING = /^ ?(?:last night|tonight|this evening|in the evening|at night|yesterday evening)\b/;
const MORNING = /^ ?(?:this morning|in the morning|yesterday morning)\b/;

/**
 * Clock times: "8 pm", "8:30 pm", "830 pm" (from "eight thirty pm"), "at 20:00", "at 7", "noon",
 * "midnight". A time that could be morning or evening ("at 7") is ambiguous; "last night" and
 * "yesterday" place it on the day before.
 */
export function clockTimesIn(text: string): ClockMention[] {
  const pattern = String.raw`\b(noon|midday|midnight)\b|\b(\d{1,2})(?::([0-5]\d))? ?(am|pm)\b|\b(\d{1,2})([0-5]\d) ?(am|pm)\b|\b(?:at|since|from|around|by) (\d{1,2})(?::([0-5]\d)|([0-5]\d))?(?: ?(am|pm))?\b(?!\.\d| ?(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?|days?|degrees?|°|grams?|g|ounces?|oz|ml|f|c|fahrenheit|celsius|percent|%)\b)`;
  const mentions: ClockMention[] = [];
  for (const match of allMatches(text, pattern)) {
    const after = text.slice(match.index + match[0].length);
    const isYesterday = /\byesterday\b|\blast night\b/.test(after.slice(0, 30)) || /\byesterday\b/.test(text);
    const span = { start: match.index, end: match.index + match[0].length };
    if (match[1]) {
      mentions.push({ ...span, hour: match[1] === 'midnight' ? 0 : 12, minute: 0, isAmbiguous: false, isYesterday });
      continue;
    }
    const hourText = match[2] ?? match[5] ?? match[8];
    const minuteText = match[3] ?? match[6] ?? match[9] ?? match[10];
    const meridiem = match[4] ?? match[7] ?? match[11] ?? (EVENING.test(after) ? 'pm' : MORNING.test(after) ? 'am' : undefined);
    const hour = Number(hourText);
    const minute = minuteText === undefined ? 0 : Number(minuteText);
    if (hour > 23 || (meridiem && (hour === 0 || hour > 12))) continue;
    if (meridiem) {
      mentions.push({ ...span, hour: (hour % 12) + (meridiem === 'pm' ? 12 : 0), minute, isAmbiguous: false, isYesterday });
    } else {
      mentions.push({ ...span, hour, minute, isAmbiguous: hour >= 1 && hour <= 12, isYesterday });
    }
  }
  return mentions;
}

/** The mention said closest to a trigger (ties go to the one after it, as in "walked for 30 minutes"). */
export function nearest<T extends Span>(mentions: readonly T[], trigger: Span): T | undefined {
  const distance = (mention: T) =>
    mention.end <= trigger.start ? trigger.start - mention.end : mention.start >= trigger.end ? mention.start - trigger.end - 0.5 : 0;
  return [...mentions].sort((a, b) => distance(a) - distance(b))[0];
}
