import { MAX_PROTOCOLS_PER_PERSON } from '@uh/core/custom-protocols/custom-protocols.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith, listProtocols, type Person } from './custom-protocols-test-helpers';

/**
 * What a person may store (docs/protocols.md): at most 50 protocols, even when the creates arrive
 * together; at most 20 components; a document the format refuses is a 400 naming the field, and
 * leaves nothing behind.
 */

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const checks = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `step-${index + 1}`, label: `Step ${index + 1}`, kind: 'check' }));

describe('the number of protocols', () => {
  it('refuses the 51st with 409, and a deleted one frees its place', async () => {
    const person = await signUp(app);
    const made = [];
    for (let index = 0; index < MAX_PROTOCOLS_PER_PERSON; index += 1)
      made.push(await createProtocol(app, person, documentWith({ id: `habit-${index}` })));
    const archived = await call(app, person, 'PATCH', `/api/custom-protocols/${made[0]!.id}`, { archived: true });
    expect(archived.json()).toMatchObject({ archived: true });

    const refused = await call(app, person, 'POST', '/api/custom-protocols', { document: documentWith({ id: 'one-too-many' }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`at most ${MAX_PROTOCOLS_PER_PERSON} protocols`);
    expect(await listProtocols(app, person)).toHaveLength(MAX_PROTOCOLS_PER_PERSON);

    expect((await call(app, person, 'DELETE', `/api/custom-protocols/${made[1]!.id}`)).statusCode).toBe(200);
    const afterDelete = await call(app, person, 'POST', '/api/custom-protocols', { document: documentWith({ id: 'one-too-many' }) });
    expect(afterDelete.statusCode).toBe(201);
    // The deleted one cannot come back now: its place was taken.
    const restore = await call(app, person, 'POST', `/api/custom-protocols/${made[1]!.id}/restore`);
    expect(restore.statusCode).toBe(409);
  });

  it('stores exactly 50 when 60 creates arrive at once', async () => {
    const person = await signUp(app);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call(app, person, 'POST', '/api/custom-protocols', { document: documentWith({ id: `parallel-${index}` }) }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_PROTOCOLS_PER_PERSON);
    expect(statuses.filter((status) => status === 409)).toHaveLength(60 - MAX_PROTOCOLS_PER_PERSON);
    const listed = await listProtocols(app, person);
    expect(listed).toHaveLength(MAX_PROTOCOLS_PER_PERSON);
    // Each in its own place in the list.
    expect(new Set(listed.map((protocol) => protocol.position)).size).toBe(MAX_PROTOCOLS_PER_PERSON);
  });

  it('refuses a second protocol with the same document id, naming it', async () => {
    const person = await signUp(app);
    await createProtocol(app, person, documentWith({ id: 'sauna' }));
    const again = await call(app, person, 'POST', '/api/custom-protocols', {
      document: documentWith({ id: 'sauna', title: 'Sauna again' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('"sauna"');
    expect(await listProtocols(app, person)).toHaveLength(1);
  });
});

describe('what a document may hold', () => {
  let person: Person;
  beforeAll(async () => {
    person = await signUp(app);
  });

  const post = (document: unknown) => call(app, person, 'POST', '/api/custom-protocols', { document });

  it('takes 20 components and refuses 21', async () => {
    const twenty = await post(documentWith({ id: 'twenty', components: checks(20) }));
    expect(twenty.statusCode, twenty.body).toBe(201);
    expect(twenty.json().document.components).toHaveLength(20);
    const twentyOne = await post(documentWith({ id: 'twenty-one', components: checks(21) }));
    expect(twentyOne.statusCode).toBe(400);
    expect(twentyOne.json().message).toBe('document.components: a protocol has at most 20 components');
  });

  it.each([
    [
      'a schedule of 8 in 7 days',
      { schedule: { kind: 'frequency', times: 8, days: 7 } },
      'document.schedule.times: schedule.times cannot exceed schedule.days',
    ],
    [
      'an unknown unit',
      { components: [{ id: 'distance', label: 'Distance', kind: 'measure', unit: 'furlong' }] },
      'document.components.0.unit: unit must be one of',
    ],
    ['a field the format does not have', { colour: 'red' }, 'document: Unknown field "colour"'],
    ['a newer format version', { formatVersion: 2 }, 'document.formatVersion: formatVersion 1 is the only version this server reads'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, change, message) => {
    const response = await post(documentWith({ id: 'refused', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await listProtocols(app, person)).map((protocol) => protocol.document.id)).not.toContain('refused');
  });

  it('refuses a field the request does not have', async () => {
    const response = await call(app, person, 'POST', '/api/custom-protocols', { document: documentWith({ id: 'extra' }), pinned: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body: Unknown field "pinned"');
    expect((await listProtocols(app, person)).map((protocol) => protocol.document.id)).not.toContain('extra');
  });

  it('fills in the defaults of a file, and answers them', async () => {
    const made = await createProtocol(app, person, documentWith({ id: 'defaults' }), { onChecklist: false });
    expect(made).toMatchObject({
      archived: false,
      onDashboard: true,
      onChecklist: false,
      safetyAcknowledgedAt: null,
      document: { version: 1, description: '', icon: 'check', color: 'teal', group: { kind: 'all' }, sources: [] },
    });
  });
});
