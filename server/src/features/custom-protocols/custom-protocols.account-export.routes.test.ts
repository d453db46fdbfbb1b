import { MAX_PROTOCOLS_PER_PERSON } from '@uh/core/custom-protocols/custom-protocols.schema';
import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith, listProtocols, type Person } from './custom-protocols-test-helpers';

/**
 * A person's own protocols travel with the account export (docs/data-export.md): the documents,
 * their entries, skipped days and pauses, and the days everything was logged, into any account.
 */

type Records = Record<string, unknown[]>;
const OWN_TYPES = ['customProtocols', 'customProtocolEntries', 'customProtocolPauses', 'loggedEverythingDays'];

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const exportOf = async (person: Person) => (await call(app, person, 'GET', '/api/account/export')).json() as { records: Records };
const ownRecords = (records: Records) => Object.fromEntries(OWN_TYPES.map((type) => [type, records[type]]));
const importInto = (person: Person, data: unknown) => call(app, person, 'POST', '/api/account/import', data);
const daysOf = async (person: Person, id: number) =>
  (await call(app, person, 'GET', `/api/custom-protocols/${id}/days?from=2026-03-01&to=2026-03-08`)).json();

async function seed(person: Person) {
  const sauna = await createProtocol(
    app,
    person,
    PROTOCOL_TEMPLATES.find((document) => document.id === 'sauna')!,
  );
  const checkIn = await createProtocol(
    app,
    person,
    documentWith({
      id: 'mood',
      components: [
        { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 },
        { id: 'note', label: 'Note', kind: 'text' },
      ],
    }),
    { onDashboard: false },
  );
  const log = (id: number, body: Record<string, unknown>) => call(app, person, 'POST', `/api/custom-protocols/${id}/entries`, body);
  await log(sauna.id, { componentId: 'session', date: '2026-03-02', value: 1200, note: 'Finnish sauna' });
  await log(sauna.id, { componentId: 'session', date: '2026-03-03', value: 600 });
  await log(checkIn.id, { componentId: 'mood', date: '2026-03-02', value: 4, source: 'voice' });
  await log(checkIn.id, { componentId: 'note', date: '2026-03-02', text: 'Slept well' });
  await call(app, person, 'PUT', `/api/custom-protocols/${sauna.id}/days/2026-03-04/skip`, { reason: 'Closed' });
  await call(app, person, 'POST', `/api/custom-protocols/${sauna.id}/pauses`, { from: '2026-03-06', to: '2026-03-07', reason: 'Away' });
  await call(app, person, 'PUT', '/api/custom-protocols/logged-everything/2026-03-05');
  await call(app, person, 'PATCH', `/api/custom-protocols/${sauna.id}`, { safetyAcknowledged: true });
  await call(app, person, 'PUT', `/api/custom-protocols/${sauna.id}/reminder`, { enabled: true, time: '18:30' });
  await call(app, person, 'PATCH', '/api/settings', { usualWakeTime: '06:45' });
  await call(app, person, 'PATCH', `/api/custom-protocols/${checkIn.id}`, { archived: true });
  // Deleted a moment ago: not part of the account any more.
  const gone = await createProtocol(app, person, documentWith({ id: 'gone' }));
  await call(app, person, 'DELETE', `/api/custom-protocols/${gone.id}`);
  return { sauna, checkIn };
}

describe('protocols in the account export', () => {
  it('are exported and imported into another account as they were', async () => {
    const original = await signUp(app);
    const { sauna } = await seed(original);
    const data = await exportOf(original);
    expect(data.records.customProtocols).toHaveLength(2);
    expect(data.records.customProtocols![0]).toMatchObject({
      document: { id: 'sauna' },
      archived: false,
      safetyAcknowledgedAt: expect.any(String),
      reminder: { enabled: true, time: '18:30' },
    });
    expect(data.records.customProtocolEntries).toContainEqual(
      expect.objectContaining({ protocol: 'sauna', componentId: null, state: 'skipped', date: '2026-03-04', note: 'Closed' }),
    );
    expect(data.records.customProtocolPauses).toEqual([{ protocol: 'sauna', from: '2026-03-06', to: '2026-03-07', reason: 'Away' }]);
    expect(data.records.loggedEverythingDays).toEqual([{ date: '2026-03-05' }]);

    const copy = await signUp(app);
    const imported = await importInto(copy, data);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().imported).toMatchObject({
      customProtocols: 2,
      customProtocolEntries: 5,
      customProtocolPauses: 1,
      loggedEverythingDays: 1,
    });
    expect(ownRecords((await exportOf(copy)).records)).toEqual(ownRecords(data.records));

    const [copiedSauna, copiedCheckIn] = await listProtocols(app, copy);
    expect(copiedCheckIn).toMatchObject({ archived: true, onDashboard: false, reminder: null });
    expect(copiedSauna).toMatchObject({ reminder: { enabled: true, time: '18:30' } });
    // The usual wake time is a preference: taken when the import is asked to take them.
    expect((await call(app, copy, 'GET', '/api/settings')).json()).toMatchObject({ usualWakeTime: null });
    const withPreferences = await signUp(app);
    expect((await call(app, withPreferences, 'POST', '/api/account/import?applyPreferences=true', data)).json()).toMatchObject({
      preferencesApplied: expect.arrayContaining(['usualWakeTime']),
    });
    expect((await call(app, withPreferences, 'GET', '/api/settings')).json()).toMatchObject({ usualWakeTime: '06:45' });
    const before = await daysOf(original, sauna.id);
    const after = await daysOf(copy, copiedSauna!.id);
    const withoutIds = (days: { days: { state: string; figures: unknown; skipReason: unknown }[] }) =>
      days.days.map(({ state, figures, skipReason }) => ({ state, figures, skipReason }));
    expect(withoutIds(after)).toEqual(withoutIds(before));
    expect(after).toMatchObject({ counts: before.counts, streak: before.streak, strength: before.strength });
  });

  it('skips a protocol the account already has, with its entries, when imported again', async () => {
    const person = await signUp(app);
    await seed(person);
    const data = await exportOf(person);
    const again = await importInto(person, data);
    expect(again.statusCode).toBe(200);
    expect(again.json().imported).toMatchObject({
      customProtocols: 0,
      customProtocolEntries: 0,
      customProtocolPauses: 0,
      loggedEverythingDays: 0,
    });
    expect(again.json().skipped).toMatchObject({
      customProtocols: 2,
      customProtocolEntries: 5,
      customProtocolPauses: 1,
      loggedEverythingDays: 1,
    });
    expect(ownRecords((await exportOf(person)).records)).toEqual(ownRecords(data.records));
  });

  it('refuses a file whose entries do not fit, or that would pass the cap, and imports nothing', async () => {
    const source = await signUp(app);
    await seed(source);
    const data = await exportOf(source);
    const target = await signUp(app);
    const post = async (edit: (records: Records) => void) => {
      const changed = structuredClone(data);
      edit(changed.records);
      return importInto(target, changed);
    };

    const orphan = await post((records) => ((records.customProtocolPauses![0] as { protocol: string }).protocol = 'nowhere'));
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('records.customProtocolPauses.0.protocol: no protocol "nowhere" in this file');
    const unfit = await post(
      (records) =>
        ((
          records.customProtocolEntries!.find((entry) => (entry as { componentId: string }).componentId === 'mood') as { value: number }
        ).value = 9),
    );
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().message).toMatch(/^records\.customProtocolEntries\.\d+: value must be from 1 to 5$/);

    for (let index = 0; index < MAX_PROTOCOLS_PER_PERSON - 1; index += 1)
      await createProtocol(app, target, documentWith({ id: `own-${index}` }));
    const overCap = await importInto(target, data);
    expect(overCap.statusCode).toBe(409);
    expect(overCap.json().message).toContain(`pass the ${MAX_PROTOCOLS_PER_PERSON}`);
    const held = await listProtocols(app, target);
    expect(held).toHaveLength(MAX_PROTOCOLS_PER_PERSON - 1);
    expect((await exportOf(target)).records.customProtocolEntries).toEqual([]);
  });

  it('imports a file written before protocols of one’s own existed', async () => {
    const source = await signUp(app);
    const data = await exportOf(source);
    for (const type of OWN_TYPES) delete data.records[type];
    const response = await importInto(await signUp(app), data);
    expect(response.statusCode, response.body).toBe(200);
  });
});
