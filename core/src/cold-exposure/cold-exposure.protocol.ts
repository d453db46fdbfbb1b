import type { ProtocolEntry } from '../protocols/protocol-entry';
import { COLD_MIN_SECONDS } from './cold-exposure.logic';

/** Cold exposure: showers, plunges and baths, counted from a minimum duration. */
export const coldExposureProtocol = {
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
  apiTag: { name: 'Cold exposure', description: 'Cold showers, plunges and the like' },
  exportKey: 'coldExposureLogs',
  webhookName: 'cold-exposure',
  progress: { weeklyTarget: 3, habitFrequency: { times: 3, days: 7 } },
  habit: { label: 'Cold exposure', todo: 'do a cold shower or plunge' },
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
} as const satisfies ProtocolEntry;
