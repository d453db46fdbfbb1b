import type { ProtocolEntry } from '../protocols/protocol-entry';

/** Intermittent fasting: one fast at a time, counted on the day it ends. */
export const fastingProtocol = {
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
  apiTag: { name: 'Fasting', description: 'Fasts: start, end, correct' },
  exportKey: 'fastingLogs',
  webhookName: 'fasting',
  progress: { weeklyTarget: 4, habitFrequency: { times: 4, days: 7 } },
  habit: { label: 'Fasting', todo: 'fast' },
  checklistItems: ['fastingCompleted'],
  embed: { label: 'Fasting Tracker' },
  reminders: ['fastTarget', 'fastingStage'],
  journalTypes: ['fasting'],
  safetyScreen: 'long-fast',
  // A fast counts on the day it ended, once it reached its target; it started on an earlier day.
  storage: { table: 'fasting_logs', done: { column: 'completed', alsoSet: 'end_time' }, firstDay: 'startTimeInZone' },
} as const satisfies ProtocolEntry;
