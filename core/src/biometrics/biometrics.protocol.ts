import type { ProtocolEntry } from '../protocols/protocol-entry';

/** Biometric readings: logged and charted, not counted as a completion. */
export const biometricsProtocol = {
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
  apiTag: { name: 'Biometrics', description: 'Weight, blood pressure, heart rate and other readings' },
  exportKey: 'biometricLogs',
  webhookName: null,
  progress: null,
  checklistItems: [],
  embed: null,
  reminders: ['logBiometrics'],
  journalTypes: ['biometric'],
  safetyScreen: null,
  storage: { table: 'biometric_logs', ownEntriesOnly: true },
} as const satisfies ProtocolEntry;
