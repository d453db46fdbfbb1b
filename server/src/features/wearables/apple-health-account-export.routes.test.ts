import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createImportApp, FIXTURE_XML, importFile, readings, signUpIn } from './apple-health-test-helpers';

let app: App;
beforeAll(async () => {
  ({ app } = await createImportApp());
});

describe('imported readings in the account export', () => {
  it('keep their source and HRV method through an export and an import, once', async () => {
    const { cookie, user } = await signUpIn(app);
    await importFile(app, cookie, FIXTURE_XML);
    const exported = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
    expect(exported.records.biometricLogs[0]).toMatchObject({ wearableSource: 'apple_health', hrvMethod: 'sdnn', localDay: '2024-03-08' });

    const other = await signUpIn(app);
    const restore = () => app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie: other.cookie }, payload: exported });
    const first = await restore();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().imported.biometricLogs).toBe(3);
    const again = await restore();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ imported: { biometricLogs: 0 }, skipped: { biometricLogs: 3 } });

    const mine = await readings(app, cookie, user.id);
    const theirs = await readings(app, other.cookie, other.user.id);
    expect(theirs.map(({ id: _id, userId: _userId, ...row }) => row)).toEqual(mine.map(({ id: _id, userId: _userId, ...row }) => row));
  });

  it('still takes files written before readings had an HRV method', async () => {
    const { cookie, user } = await signUpIn(app);
    await importFile(app, cookie, FIXTURE_XML);
    const exported = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
    for (const record of exported.records.biometricLogs) delete record.hrvMethod;

    const other = await signUpIn(app);
    const response = await app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie: other.cookie }, payload: exported });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await readings(app, other.cookie, other.user.id);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ wearableSource: 'apple_health', hrvMethod: null, hrv: 50 });
    expect(user.id).not.toBe(other.user.id);
  });
});
