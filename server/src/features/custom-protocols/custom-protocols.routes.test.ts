import { PROTOCOL_UNDO_SECONDS, type CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { customProtocolEntries, customProtocols } from '../../db/schema';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { bearer } from '../embed/embed-test-helpers';
import { call, createProtocol, documentWith, listProtocols, type Person } from './custom-protocols-test-helpers';

/**
 * A person's own protocols as a client sees them: listed in their order, changed, deleted with a
 * short undo, exported as a file another server takes, and out of reach of anyone else.
 */

let app: App;
let owner: Person;
let stranger: Person;
beforeAll(async () => {
  app = await createTestApp();
  [owner, stranger] = await Promise.all([signUp(app), signUp(app)]);
});

const ageDeletion = (id: number) =>
  testDatabase()
    .db.update(customProtocols)
    .set({ deletedAt: sql`now() - interval '${sql.raw(String(PROTOCOL_UNDO_SECONDS + 1))} seconds'` })
    .where(eq(customProtocols.id, id));

describe('a person’s list', () => {
  it('keeps the order the person gives, archived ones included, and refuses an order that leaves one out', async () => {
    const person = await signUp(app);
    const [walk, read, stretch] = [
      await createProtocol(app, person, documentWith({ id: 'walk', title: 'Walk' })),
      await createProtocol(app, person, documentWith({ id: 'read', title: 'Read' })),
      await createProtocol(app, person, documentWith({ id: 'stretch', title: 'Stretch' })),
    ];
    await call(app, person, 'PATCH', `/api/custom-protocols/${read!.id}`, { archived: true, onDashboard: false });
    const ordered = await call(app, person, 'PUT', '/api/custom-protocols/order', { ids: [stretch!.id, read!.id, walk!.id] });
    expect(ordered.statusCode).toBe(200);
    const titles = (protocols: CustomProtocol[]) => protocols.map((protocol) => protocol.document.title);
    expect(titles(ordered.json().protocols)).toEqual(['Stretch', 'Read', 'Walk']);
    expect(
      (await listProtocols(app, person)).map(({ document, archived, onDashboard }) => [document.title, archived, onDashboard]),
    ).toEqual([
      ['Stretch', false, true],
      ['Read', true, false],
      ['Walk', false, true],
    ]);

    const missing = await call(app, person, 'PUT', '/api/custom-protocols/order', { ids: [stretch!.id, walk!.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('ids');
    const foreign = await createProtocol(app, stranger, documentWith({ id: 'foreign-order' }));
    const withForeign = await call(app, person, 'PUT', '/api/custom-protocols/order', {
      ids: [stretch!.id, read!.id, walk!.id, foreign.id],
    });
    expect(withForeign.statusCode).toBe(400);
    expect(titles(await listProtocols(app, person))).toEqual(['Stretch', 'Read', 'Walk']);
  });

  it('replaces the document, and asks the safety questions again when they changed', async () => {
    const questions = { questions: ['Is your blood pressure under control?'], riskScreen: false };
    const made = await createProtocol(app, owner, documentWith({ id: 'plunge', title: 'Plunge', safety: questions }));
    const acknowledged = await call(app, owner, 'PATCH', `/api/custom-protocols/${made.id}`, { safetyAcknowledged: true });
    expect(acknowledged.json().safetyAcknowledgedAt).toEqual(expect.any(String));

    const retitled = await call(app, owner, 'PUT', `/api/custom-protocols/${made.id}`, {
      document: documentWith({ id: 'plunge', title: 'Cold plunge', safety: questions }),
    });
    expect(retitled.json()).toMatchObject({ document: { title: 'Cold plunge' }, safetyAcknowledgedAt: expect.any(String) });
    const newQuestions = await call(app, owner, 'PUT', `/api/custom-protocols/${made.id}`, {
      document: documentWith({ id: 'plunge', title: 'Cold plunge', safety: { questions: ['Are you pregnant?'] } }),
    });
    expect(newQuestions.json()).toMatchObject({ safetyAcknowledgedAt: null });

    const other = await createProtocol(app, owner, documentWith({ id: 'other-plunge' }));
    const clash = await call(app, owner, 'PUT', `/api/custom-protocols/${other.id}`, { document: documentWith({ id: 'plunge' }) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('"plunge"');
  });
});

describe('deleting a protocol', () => {
  it('brings it back within the undo window, with its entries', async () => {
    const made = await createProtocol(app, owner, documentWith({ id: 'undo-me' }));
    await call(app, owner, 'POST', `/api/custom-protocols/${made.id}/entries`, { componentId: 'checked-in', date: '2026-03-02', value: 1 });
    const deleted = await call(app, owner, 'DELETE', `/api/custom-protocols/${made.id}`);
    expect(deleted.statusCode).toBe(200);
    const { undoUntil } = deleted.json();
    expect(deleted.json()).toEqual({ id: made.id, undoUntil: expect.any(String) });
    expect(Date.parse(undoUntil) - Date.now()).toBeGreaterThan(0);
    expect((await call(app, owner, 'GET', `/api/custom-protocols/${made.id}`)).statusCode).toBe(404);
    expect((await listProtocols(app, owner)).map((protocol) => protocol.id)).not.toContain(made.id);
    // Nothing can be logged on it meanwhile.
    const entry = await call(app, owner, 'POST', `/api/custom-protocols/${made.id}/entries`, {
      componentId: 'checked-in',
      date: '2026-03-03',
      value: 1,
    });
    expect(entry.statusCode).toBe(404);

    const restored = await call(app, owner, 'POST', `/api/custom-protocols/${made.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: made.id, document: { id: 'undo-me' } });
    const days = await call(app, owner, 'GET', `/api/custom-protocols/${made.id}/days?from=2026-03-02&to=2026-03-02`);
    expect(days.json().days[0]).toMatchObject({ state: 'done', entries: [expect.objectContaining({ value: 1 })] });
    expect((await call(app, owner, 'POST', `/api/custom-protocols/${made.id}/restore`)).statusCode).toBe(404);
  });

  it('answers 404 to a restore after the window, and purges it on the next delete', async () => {
    const made = await createProtocol(app, owner, documentWith({ id: 'too-late' }));
    await call(app, owner, 'POST', `/api/custom-protocols/${made.id}/entries`, { componentId: 'checked-in', date: '2026-03-02', value: 1 });
    await call(app, owner, 'DELETE', `/api/custom-protocols/${made.id}`);
    await ageDeletion(made.id);
    const late = await call(app, owner, 'POST', `/api/custom-protocols/${made.id}/restore`);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ message: 'Protocol not found' });

    // The document id is free again at once, and the next delete purges the old row with its entries.
    const again = await createProtocol(app, owner, documentWith({ id: 'too-late' }));
    expect(again.id).not.toBe(made.id);
    await call(app, owner, 'DELETE', `/api/custom-protocols/${again.id}`);
    const { db } = testDatabase();
    expect(await db.select().from(customProtocols).where(eq(customProtocols.id, made.id))).toEqual([]);
    expect(await db.select().from(customProtocolEntries).where(eq(customProtocolEntries.protocolId, made.id))).toEqual([]);
  });
});

describe('another person’s protocols', () => {
  it('answer 404 for the protocol, its entries and its pauses, and change nothing', async () => {
    const made = await createProtocol(app, owner, documentWith({ id: 'mine-only' }));
    const base = `/api/custom-protocols/${made.id}`;
    const entry = (await call(app, owner, 'POST', `${base}/entries`, { componentId: 'checked-in', date: '2026-03-02', value: 1 })).json();
    const pause = (await call(app, owner, 'POST', `${base}/pauses`, { from: '2026-03-10', to: '2026-03-12' })).json();
    const attempts: [Parameters<typeof call>[2], string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/export`],
      ['GET', `${base}/days?from=2026-03-01&to=2026-03-31`],
      ['PUT', base, { document: documentWith({ id: 'taken-over' }) }],
      ['PATCH', base, { archived: true }],
      ['DELETE', base],
      ['POST', `${base}/restore`],
      ['POST', `${base}/entries`, { componentId: 'checked-in', date: '2026-03-03', value: 1 }],
      ['PATCH', `${base}/entries/${entry.id}`, { value: 0 }],
      ['DELETE', `${base}/entries/${entry.id}`],
      ['PUT', `${base}/days/2026-03-04/skip`, {}],
      ['DELETE', `${base}/days/2026-03-04/skip`],
      ['POST', `${base}/pauses`, { from: '2026-03-20', to: '2026-03-21' }],
      ['DELETE', `${base}/pauses/${pause.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(app, stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Their own protocol with the owner's entry or pause id is no way in either.
    const theirs = await createProtocol(app, stranger, documentWith({ id: 'theirs' }));
    expect((await call(app, stranger, 'DELETE', `/api/custom-protocols/${theirs.id}/entries/${entry.id}`)).statusCode).toBe(404);
    expect((await call(app, stranger, 'DELETE', `/api/custom-protocols/${theirs.id}/pauses/${pause.id}`)).statusCode).toBe(404);

    const days = (await call(app, owner, 'GET', `${base}/days?from=2026-03-01&to=2026-03-31`)).json();
    expect(
      days.days
        .filter((day: { state: string }) => day.state !== 'unknown')
        .map((day: { date: string; state: string }) => [day.date, day.state]),
    ).toEqual([
      ['2026-03-02', 'done'],
      ['2026-03-10', 'paused'],
      ['2026-03-11', 'paused'],
      ['2026-03-12', 'paused'],
    ]);
    expect((await call(app, owner, 'GET', base)).json()).toMatchObject({ archived: false, document: { id: 'mine-only' } });
  });
});

describe('the protocol file', () => {
  it('downloads as <id>.protocol.json and is taken as it is by another account', async () => {
    const document = documentWith({
      id: 'zone-two',
      title: 'Zone 2 cardio',
      description: 'Conversational pace.',
      icon: 'heart',
      color: 'rose',
      components: [
        { id: 'minutes', label: 'Minutes', kind: 'duration', target: { kind: 'atLeast', value: 2700 } },
        { id: 'heart-rate', label: 'Average heart rate', kind: 'measure', unit: 'bpm' },
      ],
      group: { kind: 'any' },
      schedule: { kind: 'weekdays', weekdays: [1, 3, 5] },
      sources: [{ title: 'Zone 2 training', url: 'https://example.com/zone-2' }],
    });
    const made = await createProtocol(app, owner, document);
    const file = await call(app, owner, 'GET', `/api/custom-protocols/${made.id}/export`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="zone-two.protocol.json"');
    expect(file.headers['content-type']).toContain('application/json');
    expect(file.json()).toEqual(made.document);

    const elsewhere = await signUp(app);
    const imported = await createProtocol(app, elsewhere, file.json());
    expect(imported.document).toEqual(made.document);
  });

  it('has a JSON Schema anyone may read, and cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/schemas/protocol/v1.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/schema+json');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const schema = response.json();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties).toHaveProperty('components');
    // Signed-in answers are still never cached.
    expect((await call(app, owner, 'GET', '/api/custom-protocols')).headers['cache-control']).toBe('no-store');
  });

  it('comes with templates and the built-in protocols as documents', async () => {
    const response = await call(app, owner, 'GET', '/api/custom-protocols/templates');
    expect(response.statusCode).toBe(200);
    const { templates, builtIns } = response.json();
    expect(templates.map((template: { id: string }) => template.id)).toEqual(expect.arrayContaining(['sauna', 'breathwork']));
    expect(builtIns.length).toBeGreaterThanOrEqual(4);
  });
});

describe('personal access tokens', () => {
  it('read with logs:read and write only with logs:write', async () => {
    const person = await signUp(app);
    const tokenFor = async (scopes: string[]) =>
      (await call(app, person, 'POST', '/api/tokens', { name: 'Script', expiresIn: '1d', scopes })).json().token as string;
    const [reader, writer] = await Promise.all([tokenFor(['logs:read']), tokenFor(['logs:write'])]);
    const body = { document: documentWith({ id: 'from-a-script' }) };
    const refused = await app.inject({ method: 'POST', url: '/api/custom-protocols', headers: bearer(reader), payload: body });
    expect(refused.statusCode).toBe(403);
    const written = await app.inject({ method: 'POST', url: '/api/custom-protocols', headers: bearer(writer), payload: body });
    expect(written.statusCode).toBe(201);
    const read = await app.inject({ method: 'GET', url: '/api/custom-protocols', headers: bearer(reader) });
    expect(read.json().protocols.map((protocol: CustomProtocol) => protocol.document.id)).toEqual(['from-a-script']);
  });
});
