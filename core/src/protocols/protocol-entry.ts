import type { ReminderKind } from '../reminders/reminders.schema';
import type { SafetyScreenKind } from '../settings/safety-screen.logic';
import type { ProtocolStorage, TrackedStorage } from './protocol-storage';

// What a protocol's registry entry declares. Each protocol's entry lives in its own folder
// (core/src/<protocol>/<protocol>.protocol.ts); protocol-registry.ts lists them.

/** A target of `times` completions in every `days` days. */
export type HabitFrequency = { times: number; days: number };

export type EntryBase = {
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
  /** The icon it is shown with ('snowflake'); the web resolves each entry's icon to a component. */
  icon: string;
  /** The design token stem of its accent (docs/design.md): `text-protocol-{accent}`. */
  accent: string;
  /** The kind a deleted log is restored as, and a journal entry's created log is named by. */
  logKind: string;
  /** The API paths (docs/product.md §7): list and create, and the alternate `…-logs` family where one exists. */
  api: { list: `/api/${string}/:userId`; create: `/api/${string}`; alternate?: { list: `/api/${string}`; create: `/api/${string}` } };
  /** Its section of the API reference (`/api/docs`): the name its routes are grouped under, and what they are about. */
  apiTag: { name: string; description: string };
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
export type TrackedEntry = EntryBase & {
  names: { trackerName: string };
  progress: { weeklyTarget: number; habitFrequency: HabitFrequency };
  /** How experiments and insights name it as a habit: 'Cold exposure', and what an "on" day asks, 'do a cold shower or plunge'. */
  habit: { label: string; todo: string };
  storage: TrackedStorage;
};
/** Logged and shown, but not a completion to count (biometrics). */
export type UntrackedEntry = EntryBase & { names: { trackerName: null }; progress: null };

export type ProtocolEntry = TrackedEntry | UntrackedEntry;
