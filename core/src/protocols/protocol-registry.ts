import { COLD_MIN_SECONDS } from '../cold-exposure/cold-exposure.logic';
import type { ReminderKind } from '../reminders/reminders.schema';
import type { SafetyScreenKind } from '../settings/safety-screen.logic';

// One entry per protocol: the lists of keys, targets and names elsewhere are read from here, so a
// new protocol is added in one place and the type checker names every table still to fill.
// Nothing above imports this file back, not even for a type: the modules that derive their lists
// from it check the names they read (checklist items, journal types) against their own types.

/** The icon a protocol is shown with; the web resolves it to a component. */
export type ProtocolIconId = 'sunrise' | 'timer' | 'snowflake' | 'activity';
/** The design token stem of a protocol's accent (docs/design.md): `text-protocol-{accent}`. */
export type ProtocolAccent = 'thirty' | 'fasting' | 'cold' | 'biometrics';

/** A target of `times` completions in every `days` days. */
export type HabitFrequency = { times: number; days: number };

/**
 * When a log counts as a completion, read from its own columns: a true boolean `column` (and, with
 * `alsoSet`, that other column not null), or a number column at or above `value`.
 */
export type DoneRule = { column: string; alsoSet?: string } | { atLeast: { column: string; value: number } };

/** Where a protocol's logs are kept. */
export type ProtocolStorage = {
  /** The SQL table of its logs; every one has `user_id` and `local_day`. */
  table: string;
  /**
   * Only logs the person typed in show they were active on a day (`wearable_source = 'manual'` and
   * not `imported`), not a wearable's sync or an import.
   */
  ownEntriesOnly?: boolean;
};

/** Where a tracked protocol's logs are kept, and how its completions and first day are read. */
export type TrackedStorage = ProtocolStorage & {
  /** When one of its logs completes the day it is stored on. */
  done: DoneRule;
  /**
   * The day its logging started: the first log's `local_day`, or (`startTimeInZone`, a fast) the
   * day its first log started, in the zone it was logged in.
   */
  firstDay: 'localDay' | 'startTimeInZone';
};

type EntryBase = {
  key: string;
  /** The page's path, also its widget's route. */
  path: `/${string}`;
  names: {
    /** Card and profile title: 'Intermittent Fasting'. */
    title: string;
    /** Navigation name: 'Fasting'. */
    label: string;
    /** The bottom bar's name, where space is short: 'Cold'. */
    compactLabel: string;
    /** What one log and several logs are called: 'fast' / 'fasts'. */
    log: { one: string; many: string };
  };
  icon: ProtocolIconId;
  accent: ProtocolAccent;
  /** The kind a deleted log is restored as, and a journal entry's created log is named by. */
  logKind: string;
  /** The API paths (docs/product.md §7): list and create, and the alternate `…-logs` family where one exists. */
  api: { list: `/api/${string}/:userId`; create: `/api/${string}`; alternate?: { list: `/api/${string}`; create: `/api/${string}` } };
  /** The array of the account export (docs/data-export.md) holding these logs. */
  exportKey: string;
  /**
   * Set on a protocol added after files were first exported: a file without its array still
   * imports (the array reads as empty). The first four protocols' arrays are required.
   */
  exportOptional?: true;
  /** What webhook payloads call it (`log.created`'s `protocol`, docs/webhooks.md); null when its logs raise no `log.created`. */
  webhookName: string | null;
  /** The checklist items a logged completion ticks on its day (checked where checklist.logic reads them). */
  checklistItems: readonly string[];
  /** Label of its embeddable widget (docs/embedding.md), null when it has none. */
  embed: { label: string } | null;
  /** The reminders about it (docs/reminders.md). */
  reminders: readonly ReminderKind[];
  /** The journal entry types whose saving writes to its logs (checked in voice-journal.schema). */
  journalTypes: readonly string[];
  /** The safety screen shown before a risky log, if any. */
  safetyScreen: SafetyScreenKind | null;
  /** Its log table, which the server's cross-protocol queries (Undo, demo reset, active days) read. */
  storage: ProtocolStorage;
};

/** A protocol counted in progress (docs/product.md §9): adherence, streaks, habit strength. */
type TrackedEntry = EntryBase & {
  names: { trackerName: string };
  progress: { weeklyTarget: number; habitFrequency: HabitFrequency };
  storage: TrackedStorage;
};
/** Logged and shown, but not a completion to count (biometrics). */
type UntrackedEntry = EntryBase & { names: { trackerName: null }; progress: null };

export type ProtocolEntry = TrackedEntry | UntrackedEntry;

/** In the app's display order. */
export const PROTOCOL_REGISTRY = [
  {
    key: 'thirtyThirtyThirty',
    path: '/thirty-thirty-thirty',
    names: {
      title: '30-30-30',
      label: '30-30-30',
      compactLabel: '30-30-30',
      trackerName: '30-30-30 tracker',
      log: { one: '30-30-30 session', many: '30-30-30 sessions' },
    },
    icon: 'sunrise',
    accent: 'thirty',
    logKind: 'thirtyThirtyThirty',
    api: {
      list: '/api/protocols/thirty/:userId',
      create: '/api/protocols/thirty',
      alternate: { list: '/api/thirty-thirty-thirty-logs', create: '/api/thirty-thirty-thirty-logs' },
    },
    exportKey: 'thirtyThirtyThirtyLogs',
    webhookName: 'thirty-thirty-thirty',
    progress: { weeklyTarget: 7, habitFrequency: { times: 1, days: 1 } },
    checklistItems: ['morningProteinCompleted', 'morningExerciseCompleted'],
    embed: { label: '30-30-30 Method' },
    reminders: ['morningThirty'],
    journalTypes: ['meal', 'exercise'],
    safetyScreen: null,
    storage: { table: 'thirty_thirty_thirty_logs', done: { column: 'completed' }, firstDay: 'localDay' },
  },
  {
    key: 'fasting',
    path: '/fasting',
    names: {
      title: 'Intermittent Fasting',
      label: 'Fasting',
      compactLabel: 'Fasting',
      trackerName: 'fasting tracker',
      log: { one: 'fast', many: 'fasts' },
    },
    icon: 'timer',
    accent: 'fasting',
    logKind: 'fasting',
    api: {
      list: '/api/protocols/fasting/:userId',
      create: '/api/protocols/fasting',
      alternate: { list: '/api/fasting-logs', create: '/api/fasting-logs' },
    },
    exportKey: 'fastingLogs',
    webhookName: 'fasting',
    progress: { weeklyTarget: 4, habitFrequency: { times: 4, days: 7 } },
    checklistItems: ['fastingCompleted'],
    embed: { label: 'Fasting Tracker' },
    reminders: ['fastTarget', 'fastingStage'],
    journalTypes: ['fasting'],
    safetyScreen: 'long-fast',
    // A fast counts on the day it ended, once it reached its target; it started on an earlier day.
    storage: { table: 'fasting_logs', done: { column: 'completed', alsoSet: 'end_time' }, firstDay: 'startTimeInZone' },
  },
  {
    key: 'coldExposure',
    path: '/cold-exposure',
    names: {
      title: 'Cold Exposure',
      label: 'Cold Exposure',
      compactLabel: 'Cold',
      trackerName: 'cold exposure tracker',
      log: { one: 'cold session', many: 'cold sessions' },
    },
    icon: 'snowflake',
    accent: 'cold',
    logKind: 'coldExposure',
    api: { list: '/api/protocols/cold/:userId', create: '/api/protocols/cold' },
    exportKey: 'coldExposureLogs',
    webhookName: 'cold-exposure',
    progress: { weeklyTarget: 3, habitFrequency: { times: 3, days: 7 } },
    checklistItems: ['coldExposureCompleted'],
    embed: { label: 'Cold Exposure' },
    reminders: ['coldSession'],
    journalTypes: ['cold_exposure'],
    safetyScreen: 'cold',
    storage: {
      table: 'cold_exposure_logs',
      done: { atLeast: { column: 'duration_seconds', value: COLD_MIN_SECONDS } },
      firstDay: 'localDay',
    },
  },
  {
    key: 'biometrics',
    path: '/biometrics',
    names: {
      title: 'Biometric Tracking',
      label: 'Biometrics',
      compactLabel: 'Biometrics',
      trackerName: null,
      log: { one: 'biometric reading', many: 'biometric readings' },
    },
    icon: 'activity',
    accent: 'biometrics',
    logKind: 'biometrics',
    api: { list: '/api/biometrics/:userId', create: '/api/biometrics' },
    exportKey: 'biometricLogs',
    webhookName: null,
    progress: null,
    checklistItems: [],
    embed: null,
    reminders: ['logBiometrics'],
    journalTypes: ['biometric'],
    safetyScreen: null,
    storage: { table: 'biometric_logs', ownEntriesOnly: true },
  },
] as const satisfies readonly ProtocolEntry[];

/** One entry of the registry, with its literal values. */
export type RegisteredProtocol = (typeof PROTOCOL_REGISTRY)[number];
/** Every protocol with a page and logs. */
export type ProtocolId = RegisteredProtocol['key'];
/** The protocols counted in progress. */
export type TrackedProtocol = Extract<RegisteredProtocol, { progress: object }>;
export type ProtocolKey = TrackedProtocol['key'];
export type LogKind = RegisteredProtocol['logKind'];

const isTracked = (entry: RegisteredProtocol): entry is TrackedProtocol => entry.progress !== null;

/** The protocols counted in progress, in display order. */
export const TRACKED_PROTOCOLS: readonly TrackedProtocol[] = PROTOCOL_REGISTRY.filter(isTracked);

/** A protocol's entry by its key. */
export const protocolEntry = <K extends ProtocolId>(key: K): Extract<RegisteredProtocol, { key: K }> =>
  PROTOCOL_REGISTRY.find((entry) => entry.key === key) as Extract<RegisteredProtocol, { key: K }>;

/** `Record<ProtocolKey, T>` of a value read off each tracked protocol. */
export const byTrackedProtocol = <T>(read: (entry: TrackedProtocol) => T): Record<ProtocolKey, T> =>
  Object.fromEntries(TRACKED_PROTOCOLS.map((entry) => [entry.key, read(entry)])) as Record<ProtocolKey, T>;
