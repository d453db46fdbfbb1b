import type { ProtocolEntry } from '../protocols/protocol-entry';

/** The 30-30-30 morning: 30 g of protein and 30 minutes of easy exercise within 30 minutes of waking. */
export const thirtyThirtyThirtyProtocol = {
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
  apiTag: { name: '30-30-30', description: 'Protein, exercise and the time after waking' },
  exportKey: 'thirtyThirtyThirtyLogs',
  webhookName: 'thirty-thirty-thirty',
  progress: { weeklyTarget: 7, habitFrequency: { times: 1, days: 1 } },
  habit: { label: '30-30-30', todo: 'do your 30-30-30 morning' },
  checklistItems: ['morningProteinCompleted', 'morningExerciseCompleted'],
  embed: { label: '30-30-30 Method' },
  reminders: ['morningThirty'],
  journalTypes: ['meal', 'exercise'],
  safetyScreen: null,
  storage: { table: 'thirty_thirty_thirty_logs', done: { column: 'completed' }, firstDay: 'localDay' },
} as const satisfies ProtocolEntry;
