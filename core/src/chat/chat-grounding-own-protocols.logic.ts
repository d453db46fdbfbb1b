import type { LocalDate } from '../common/calendar.logic';
import type {
  DayState,
  ProtocolComponent,
  ProtocolDocument,
  ProtocolSchedule,
  ProtocolTarget,
  TargetAggregate,
} from '../custom-protocols/protocol-document.schema';
import { cut } from '../voice-journal/entry-summary.logic';

/**
 * The protocols a person wrote themselves, as the coach is told of them: one short line each, so
 * fifty protocols of twenty components cannot crowd the rest of the prompt out.
 */
export const OWN_PROTOCOLS_SHOWN = 20;
const COMPONENTS_SHOWN = 4;
export const OWN_PROTOCOL_LINE_MAX = 320;

/** One of the person's (not archived) protocols with its last 7 days, as the server reads them. */
export type OwnProtocolStanding = {
  document: ProtocolDocument;
  days: readonly { date: LocalDate; state: DayState; scheduled: boolean }[];
  /** Habit strength, 0–100. */
  strength: number;
  streak: number;
};

/** The person's protocols in their order, the first OWN_PROTOCOLS_SHOWN of them, and how many there are. */
export type OwnProtocolsInput = { shown: readonly OwnProtocolStanding[]; total: number };

export type OwnProtocolsGrounding = { lines: string[]; notShown: number };

// "unknown" is never a miss (docs/protocols.md, "Entry states"): the coach must not read it as one.
const STATE_WORDS: Record<DayState, string> = {
  done: 'done',
  partial: 'partial',
  notDone: 'not done',
  skipped: 'skipped',
  paused: 'paused',
  unknown: 'not logged',
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const AGGREGATE_WORDS: Record<TargetAggregate, string> = { sum: '', average: ' (day average)', max: ' (day best)', last: ' (last logged)' };

/** Seconds as "15 min", "45 s", "1 h 30 min". */
function secondsInWords(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const parts = [hours > 0 ? `${hours} h` : '', minutes % 60 > 0 ? `${minutes % 60} min` : '', seconds % 60 > 0 ? `${seconds % 60} s` : ''];
  return parts.filter(Boolean).join(' ');
}

function targetInWords(target: ProtocolTarget, component: ProtocolComponent): string {
  const amount = (value: number) =>
    component.kind === 'duration' ? secondsInWords(value) : component.kind === 'measure' ? `${value} ${component.unit}` : String(value);
  const bound =
    target.kind === 'atLeast'
      ? `at least ${amount(target.value)}`
      : target.kind === 'atMost'
        ? `at most ${amount(target.value)}`
        : `${amount(target.value)} to ${amount(target.max ?? target.value)}`;
  return `${bound}${AGGREGATE_WORDS[target.aggregate]}`;
}

function componentInWords(component: ProtocolComponent): string {
  if ('target' in component && component.target) return `${component.label} ${targetInWords(component.target, component)}`;
  if (component.kind === 'check') return `${component.label} ticked`;
  if (component.kind === 'scale') return `${component.label} rated ${component.min}–${component.max}`;
  return `${component.label} logged`;
}

function scheduleInWords(schedule: ProtocolSchedule): string {
  const base =
    schedule.kind === 'daily'
      ? 'daily'
      : schedule.kind === 'frequency'
        ? `${schedule.times} in ${schedule.days} days`
        : [...schedule.weekdays]
            .sort((a, b) => a - b)
            .map((day) => WEEKDAYS[day - 1])
            .join('/');
  return schedule.anchor ? `${base}, tied to ${schedule.anchor.event.replace('_', ' ')}` : base;
}

function partsInWords(document: ProtocolDocument): string {
  const shown = document.components.slice(0, COMPONENTS_SHOWN).map(componentInWords);
  const more = document.components.length - shown.length;
  const joiner = document.group.kind === 'all' ? ' and ' : document.group.kind === 'any' ? ' or ' : ', ';
  const words = shown.join(joiner) + (more > 0 ? ` (+${more} more)` : '');
  return document.group.kind === 'atLeast' ? `${document.group.count} of: ${words}` : words;
}

const dayInWords = (day: OwnProtocolStanding['days'][number]) =>
  !day.scheduled && day.state === 'unknown' ? 'rest day' : STATE_WORDS[day.state];

/** "Sauna (4 in 7 days): Sauna session at least 15 min; days: not logged, done, skipped…; strength 42%, streak 1 day". */
function protocolLine({ document, days, strength, streak }: OwnProtocolStanding): string {
  const line = [
    `${document.title} (${scheduleInWords(document.schedule)}): ${partsInWords(document)}`,
    `days: ${days.map(dayInWords).join(', ')}`,
    `habit strength ${strength}%, streak ${streak} ${streak === 1 ? 'day' : 'days'}`,
  ].join('; ');
  return cut(line, OWN_PROTOCOL_LINE_MAX);
}

/** What the coach is told of the person's own protocols; no lines when they have none. */
export function ownProtocolsGrounding(input: OwnProtocolsInput | undefined): OwnProtocolsGrounding {
  if (!input) return { lines: [], notShown: 0 };
  const shown = input.shown.slice(0, OWN_PROTOCOLS_SHOWN);
  return { lines: shown.map(protocolLine), notShown: Math.max(0, input.total - shown.length) };
}
