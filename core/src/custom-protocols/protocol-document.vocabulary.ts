/** The words a protocol document is written in (docs/protocols.md). */

export const COMPONENT_KINDS = ['check', 'count', 'duration', 'measure', 'scale', 'text'] as const;

/** Units a `measure` component may use: a fixed list, so two servers read a value the same way. */
export const UNITS = ['g', 'mg', 'mL', 'oz', 'kg', 'lb', 'min', 'km', 'mi', 'steps', '°C', '°F', 'bpm', 'ms', '%'] as const;
export type MeasureUnit = (typeof UNITS)[number];

/** `atLeast` 30, `atMost` 0, or a `range` from value to max. */
export const TARGET_KINDS = ['atLeast', 'atMost', 'range'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** How a day's several entries of one component make the figure held to the target. */
export const TARGET_AGGREGATES = ['sum', 'average', 'max', 'last'] as const;
export type TargetAggregate = (typeof TARGET_AGGREGATES)[number];

/** The events a schedule can be anchored to ("within 30 minutes of waking"). */
export const ANCHOR_EVENTS = ['wake', 'sleep', 'fast_start', 'fast_end'] as const;
export type AnchorEvent = (typeof ANCHOR_EVENTS)[number];

export const PROTOCOL_ICONS = [
  'check',
  'wind',
  'flame',
  'heart',
  'pill',
  'smile',
  'footprints',
  'wine',
  'coffee',
  'dumbbell',
  'moon',
  'sun',
  'droplet',
  'book',
] as const;
export type CustomProtocolIcon = (typeof PROTOCOL_ICONS)[number];

/** Accent colours, each a design token (docs/design.md) with enough contrast in both themes. */
export const PROTOCOL_COLORS = ['teal', 'violet', 'amber', 'rose', 'sky', 'lime', 'slate'] as const;
export type CustomProtocolColor = (typeof PROTOCOL_COLORS)[number];

/** What a day of a protocol is (docs/protocols.md, "Entry states"). */
export const DAY_STATES = ['done', 'partial', 'notDone', 'skipped', 'paused', 'unknown'] as const;
export type DayState = (typeof DAY_STATES)[number];

/** Where an entry came from. */
export const ENTRY_SOURCES = ['manual', 'voice', 'wearable', 'import'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];
