import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith, type Person } from './custom-protocols-test-helpers';

/** A protocol's reminder as a client sets and reads it, and the usual wake time anchored ones need. */

let app: App;
let owner: Person;
let stranger: Person;
beforeAll(async () => {
  app = await createTestApp();
  [owner, stranger] = await Promise.all([signUp(app), signUp(app)]);
});

const wakeAnchored = { kind: 'daily', anchor: { event: 'wake', offsetMinutes: 0, windowMinutes: 30 } };

describe('PUT /api/custom-protocols/:id/reminder', () => {
  it('sets the reminder, answers the protocol with it, and GET shows it', async () => {
    const protocol = await createProtocol(app, owner, documentWith({ id: 'sunlight', schedule: wakeAnchored }));
    expect(protocol.reminder).toBeNull();
    const set = await call(app, owner, 'PUT', `/api/custom-protocols/${protocol.id}/reminder`, { enabled: true, time: null });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<CustomProtocol>().reminder).toEqual({ enabled: true, time: null });

    await call(app, owner, 'PUT', `/api/custom-protocols/${protocol.id}/reminder`, { enabled: false, time: '06:45' });
    const read = await call(app, owner, 'GET', `/api/custom-protocols/${protocol.id}`);
    expect(read.json<CustomProtocol>().reminder).toEqual({ enabled: false, time: '06:45' });
  });

  it.each([
    ['none', { kind: 'daily' }, 'time: This protocol has no anchor: pick a time such as 07:30'],
    [
      'sleep',
      { kind: 'daily', anchor: { event: 'sleep', offsetMinutes: -60, windowMinutes: 30 } },
      'time: This protocol is anchored to sleep, and no bedtime is known: pick a time such as 21:30',
    ],
  ])('asks for a time when the anchor is %s (none a clock knows)', async (anchor, schedule, message) => {
    const protocol = await createProtocol(app, owner, documentWith({ id: `no-anchor-${anchor}`, schedule }));
    const refused = await call(app, owner, 'PUT', `/api/custom-protocols/${protocol.id}/reminder`, { enabled: true, time: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message });
  });

  it.each([
    [{ enabled: 'yes', time: '07:00' }, 'enabled: enabled must be true or false'],
    [{ enabled: true, time: '7 am' }, 'time: time must be a time such as 07:30'],
  ])('refuses %o with 400 naming the field', async (payload, message) => {
    const protocol = await createProtocol(
      app,
      owner,
      documentWith({
        id: `bad-${Object.values(payload)
          .join('-')
          .replace(/[^a-z0-9]/g, '')}`,
      }),
    );
    const refused = await call(app, owner, 'PUT', `/api/custom-protocols/${protocol.id}/reminder`, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message });
  });

  it('answers 404 for another person’s protocol and leaves it unchanged', async () => {
    const protocol = await createProtocol(app, owner, documentWith({ id: 'private' }));
    const refused = await call(app, stranger, 'PUT', `/api/custom-protocols/${protocol.id}/reminder`, { enabled: true, time: '07:00' });
    expect(refused.statusCode).toBe(404);
    expect((await call(app, owner, 'GET', `/api/custom-protocols/${protocol.id}`)).json<CustomProtocol>().reminder).toBeNull();
  });
});

describe('the usual wake time', () => {
  it('is null until set, then PATCH /api/settings sets and clears it', async () => {
    const person = await signUp(app);
    expect((await call(app, person, 'GET', '/api/settings')).json().usualWakeTime).toBeNull();
    const set = await call(app, person, 'PATCH', '/api/settings', { usualWakeTime: '06:30' });
    expect(set.json().usualWakeTime).toBe('06:30');
    expect((await call(app, person, 'GET', '/api/settings')).json().usualWakeTime).toBe('06:30');
    expect((await call(app, person, 'PATCH', '/api/settings', { usualWakeTime: null })).json().usualWakeTime).toBeNull();
    const refused = await call(app, person, 'PATCH', '/api/settings', { usualWakeTime: '25:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'usualWakeTime: usualWakeTime must be a time such as 07:00' });
  });
});
