import { describe, expect, it } from 'vitest';
import { webhookEventDataSchemas, webhookEventPayload } from './webhook-events.schema';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from './webhooks.schema';

describe('webhook event payloads', () => {
  it('has a schema for every event a person can subscribe to, and the test event', () => {
    expect(Object.keys(webhookEventDataSchemas).sort()).toEqual([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT].sort());
  });

  it('builds the Standard Webhooks body, keeping only the fields the event describes', () => {
    const at = new Date('2026-01-15T07:00:00Z');
    expect(webhookEventPayload('checklist.completed', { date: '2026-01-15', percent: 100, extra: 1 }, at)).toEqual({
      type: 'checklist.completed',
      timestamp: '2026-01-15T07:00:00.000Z',
      data: { date: '2026-01-15', percent: 100 },
    });
  });

  it('tells a value logged on a person’s own protocol without its note', () => {
    const at = new Date('2026-01-15T07:00:00Z');
    const data = {
      protocol: { id: 4, documentId: 'box-breathing', title: 'Box breathing' },
      component: { id: 'rounds', label: 'Rounds' },
      entryId: 12,
      date: '2026-01-15',
      value: 4,
      text: null,
      source: 'manual',
      createdAt: '2026-01-15T06:59:00.000Z',
    };
    expect(webhookEventPayload('protocolEntry.created', { ...data, note: 'felt calm' }, at).data).toEqual(data);
    expect(() => webhookEventPayload('protocolEntry.created', { ...data, source: 'telepathy' }, at)).toThrow();
    expect(() => webhookEventPayload('protocolDay.skipped', { protocol: data.protocol, reason: null }, at)).toThrow();
  });

  it('refuses a record of another shape rather than sending it', () => {
    const at = new Date();
    expect(() => webhookEventPayload('biometrics.created', { reading: { id: 'x' } }, at)).toThrow();
    expect(() => webhookEventPayload('log.created', { protocol: 'yoga', id: 1, log: {} }, at)).toThrow();
  });
});
