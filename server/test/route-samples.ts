/// <reference types="vite/client" />
import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import { PROTOCOL_REGISTRY, type ProtocolId } from '@uh/core/protocols/protocol-registry';
import { TRACKERS } from '../src/trackers';
import { browserSubscription, reminderSettingsWith } from './reminder-helpers';
import { newAccount } from './test-app';

/** A small protocol document: one tick a day. */
export const sampleProtocolDocument = (id = 'evening-walk') => ({
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id,
  title: 'Evening walk',
  components: [{ id: 'walked', label: 'Walked after dinner', kind: 'check' }],
  schedule: { kind: 'daily' },
});

/** A request body, given the caller's user id. */
export type Sample = (userId: number) => Record<string, unknown>;

/**
 * A valid new log and a valid correction of one, for a protocol. Each protocol's live in its
 * server feature folder, as `routeSamples` of `<protocol>.route-samples.ts`, found below by name:
 * a new protocol adds its file there, and this one says which is missing.
 */
export type TrackerSamples = { protocol: ProtocolId; create: Sample; patch: Sample };

const found = import.meta.glob<TrackerSamples>('../src/features/*/*.route-samples.ts', { eager: true, import: 'routeSamples' });
const samplesOf = (key: ProtocolId): TrackerSamples => {
  const samples = Object.values(found).find(({ protocol }) => protocol === key);
  if (!samples)
    throw new Error(
      `No route samples for the protocol ${key}: export routeSamples from its server feature folder's ${key}.route-samples.ts`,
    );
  return samples;
};

/** Each tracker's samples at every path its registry entry gives it (the alternate family's routes as trackers.ts lists them). */
const TRACKER_BODIES: Record<string, Sample> = Object.fromEntries(
  PROTOCOL_REGISTRY.flatMap(({ key, api }) => {
    const { create, patch } = samplesOf(key);
    const alternate = 'alternate' in api ? api.alternate.create : null;
    const alternateRoutes: readonly string[] = TRACKERS[key].alternate?.routes ?? [];
    return [
      [`POST ${api.create}`, create],
      [`PATCH ${api.create}/:id`, patch],
      ...(alternate && alternateRoutes.includes('create') ? [[`POST ${alternate}`, create]] : []),
      ...(alternate && alternateRoutes.includes('patch') ? [[`PATCH ${alternate}/:id`, patch]] : []),
    ];
  }),
);

/** A valid body for each route, given the caller's user id. */
export const VALID_BODIES: Record<string, Sample> = {
  ...TRACKER_BODIES,
  'POST /api/register': () => ({ ...newAccount(), timeZone: 'Europe/Paris' }),
  'POST /api/login': () => ({ username: 'someone', password: 'correct-horse' }),
  'POST /api/auth/password': () => ({ newPassword: 'correct-horse-2' }),
  'POST /api/auth/reauthenticate': () => ({ password: 'correct-horse' }),
  'PATCH /api/daily-checklist/:date': () => ({ coldExposureCompleted: true }),
  'POST /api/chat/messages': () => ({ role: 'user', content: 'Hello' }),
  'PATCH /api/chat/drafts/:id': () => ({ values: { grams: 40 } }),
  'POST /api/chat/memory': () => ({ text: 'I train at 6 am' }),
  'POST /api/sharing/grants': () => ({ grantee: 'someone', scopes: { progress: 'read' } }),
  'PATCH /api/sharing/grants/:id': () => ({ scopes: { progress: 'read' } }),
  'POST /api/shared/:grantId/proposals': () => ({ text: 'log 40 g protein' }),
  'POST /api/sharing/links': () => ({ range: 'month', days: 7 }),
  'POST /api/report-links/:token': () => ({ passcode: '12345678' }),
  'POST /api/report-links/:token/pdf': () => ({ passcode: '12345678' }),
  'POST /api/report-links/:token/csv': () => ({ passcode: '12345678' }),
  'PATCH /api/chat/memory/:id': () => ({ text: 'I train at 7 am' }),
  'POST /api/chat/completion': () => ({ messages: [{ role: 'user', content: 'Hello' }] }),
  'POST /api/chat/completion/stream': () => ({ messages: [{ role: 'user', content: 'Hello' }] }),
  'PATCH /api/settings': () => ({ theme: 'dark' }),
  'PATCH /api/account': () => ({ displayName: 'New Name' }),
  'POST /api/account/password': () => ({ currentPassword: 'correct-horse', newPassword: 'correct-horse-2' }),
  'DELETE /api/account': () => ({ password: 'correct-horse' }),
  'DELETE /api/admin/accounts/:id': () => ({ confirmUsername: 'someone' }),
  'POST /api/admin/invites': () => ({ expiresInDays: 7 }),
  'POST /api/journal/entries': () => ({ type: 'note', summary: 'A note', details: { text: 'Slept well' }, createLogs: false }),
  'PATCH /api/journal/entries/:id': () => ({ summary: 'A better note' }),
  'POST /api/tokens': () => ({ name: 'My site', expiresIn: '1d' }),
  'POST /api/embed/widget-token': () => ({ origin: 'https://blog.example.com' }),
  'PUT /api/reminders': () => reminderSettingsWith({ schedule: { morningThirty: { enabled: true, time: '07:00' } } }),
  'POST /api/reminders/test': () => ({ channel: 'ntfy' }),
  'POST /api/reminders/push-subscriptions': () => browserSubscription(),
  'DELETE /api/reminders/push-subscriptions': () => ({ endpoint: 'https://push.example.com/send/unknown' }),
  'POST /api/reminders/email/code': () => ({ address: 'person@example.com' }),
  'POST /api/reminders/email/confirm': () => ({ code: '123456' }),
  'POST /api/webhooks': () => ({ url: 'https://example.com/hook', events: ['log.created'] }),
  'PATCH /api/webhooks/:id': () => ({ enabled: false }),
  'POST /api/custom-protocols': () => ({ document: sampleProtocolDocument() }),
  'PUT /api/custom-protocols/order': () => ({ ids: [] }),
  'PUT /api/custom-protocols/:id': () => ({ document: sampleProtocolDocument() }),
  'PATCH /api/custom-protocols/:id': () => ({ archived: true }),
  'POST /api/custom-protocols/:id/entries': () => ({ componentId: 'walked', date: '2025-06-01', value: 1 }),
  'PATCH /api/custom-protocols/:id/entries/:entryId': () => ({ value: 0 }),
  'PUT /api/custom-protocols/:id/days/:date/skip': () => ({ reason: 'Travelling' }),
  'POST /api/custom-protocols/:id/pauses': () => ({ from: '2025-06-01', to: '2025-06-07' }),
  'PUT /api/custom-protocols/:id/reminder': () => ({ enabled: true, time: '18:00' }),
  'POST /api/insights/pairs': () => ({
    factor: { kind: 'protocol', protocol: 'coldExposure' },
    outcome: { kind: 'biometric', metric: 'sleepHours' },
    lag: 'sameDay',
  }),
  'PATCH /api/insights/pairs/:key': () => ({ hidden: true }),
  'POST /api/experiments': () => ({
    intervention: { kind: 'protocol', protocol: 'coldExposure' },
    outcome: { kind: 'biometric', metric: 'hrvMs' },
    lag: 'nextNight',
    smallestChange: 3,
    direction: 'increase',
    design: { kind: 'abab' },
    // Tomorrow in UTC is today or later in every zone.
    startDay: addDays(localDateOf(new Date(), 'UTC'), 1),
  }),
  'PATCH /api/experiments/:id': () => ({ stop: true }),
};

/** A valid query string for each route that needs one. */
export const VALID_QUERIES: Record<string, string> = {
  'GET /api/custom-protocols/:id/days': '?from=2025-06-01&to=2025-06-07',
  'GET /api/custom-protocols/days': '?from=2025-06-01&to=2025-06-07',
};
