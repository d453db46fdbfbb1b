import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { zip } from '../../lib/zip';
import {
  createImportApp,
  FIXTURE_XML,
  importFile,
  IMPORTS_URL,
  PUBLISHED_EXPORTS_DIR,
  readings,
  signUpIn,
} from './apple-health-test-helpers';

let app: App;
let dataDir: string;
beforeAll(async () => {
  ({ app, dataDir } = await createImportApp());
});

const base = { wearableSource: 'apple_health', temperatureUnit: 'C' };
const none = { weight: null, heartRate: null, hrv: null, hrvMethod: null, systolic: null, diastolic: null };
const noMore = { oxygenSaturation: null, respirationRate: null, bodyTemperature: null, sleepDuration: null };

// Worked out by hand from the fixture (its header comment says where each value comes from).
// Weight in the API is in pounds: 80.5 kg = 177.47 lb, 80.2 kg = 176.81 lb.
const EXPECTED = [
  {
    ...base,
    localDay: '2024-03-08',
    weight: 177.47,
    heartRate: 56,
    hrv: 50,
    hrvMethod: 'sdnn',
    systolic: 118,
    diastolic: 76,
    oxygenSaturation: 96,
    respirationRate: 15,
    bodyTemperature: 37.5,
    sleepDuration: null,
  },
  { ...base, ...none, ...noMore, localDay: '2024-03-09', heartRate: 60, oxygenSaturation: 98 },
  { ...base, ...none, ...noMore, localDay: '2024-03-10', weight: 176.81, sleepDuration: 7 },
];

const ONE_MORE_DAY = ` <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Withings" unit="kg" startDate="2024-03-11 07:30:00 -0400" endDate="2024-03-11 07:30:00 -0400" value="80.1"/>
 <Record type="HKQuantityTypeIdentifierRestingHeartRate" sourceName="Withings" unit="count/min" startDate="2024-03-10 09:00:00 -0400" endDate="2024-03-10 09:00:00 -0400" value="57"/>
</HealthData>`;

describe('Apple Health import', () => {
  it('imports an export.xml into one reading per day, in the person’s time zone', async () => {
    const { cookie, user } = await signUpIn(app);
    const job = await importFile(app, cookie, FIXTURE_XML, 'text/xml', 'export.xml');

    expect(job).toMatchObject({
      status: 'succeeded',
      fileName: 'export.xml',
      error: null,
      recordsRead: 29,
      newCount: 11,
      existingCount: 0,
      bytesTotal: Buffer.byteLength(FIXTURE_XML),
      bytesRead: Buffer.byteLength(FIXTURE_XML),
    });
    expect(job.counts).toEqual({
      weight: { samples: 3, new: 2, existing: 0 },
      restingHeartRate: { samples: 3, new: 2, existing: 0 },
      hrv: { samples: 3, new: 1, existing: 0 },
      bloodPressure: { samples: 2, new: 1, existing: 0 },
      oxygenSaturation: { samples: 3, new: 2, existing: 0 },
      respirationRate: { samples: 2, new: 1, existing: 0 },
      bodyTemperature: { samples: 2, new: 1, existing: 0 },
      sleep: { samples: 4, new: 1, existing: 0 },
    });
    expect(job.finishedAt).not.toBeNull();

    const rows = await readings(app, cookie, user.id);
    expect(rows).toHaveLength(3);
    rows.forEach((row, index) => expect(row).toMatchObject(EXPECTED[index]!));
    // The upload is removed once its job is over.
    expect(readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
  });

  it('reads export.xml from the ZIP the Health app makes, skipping __MACOSX', async () => {
    const { cookie, user } = await signUpIn(app);
    const archive = zip([
      { name: '__MACOSX/apple_health_export/._export.xml', content: Buffer.from([0, 5, 22, 7, 0, 2, 0, 0]) },
      { name: 'apple_health_export/export_cda.xml', content: '<ClinicalDocument/>' },
      { name: 'apple_health_export/export.xml', content: FIXTURE_XML },
    ]);
    const job = await importFile(app, cookie, archive, 'application/zip', 'export.zip');

    expect(job).toMatchObject({ status: 'succeeded', fileName: 'export.zip', newCount: 11, bytesTotal: archive.length });
    const rows = await readings(app, cookie, user.id);
    rows.forEach((row, index) => expect(row).toMatchObject(EXPECTED[index]!));
  });

  it('adds nothing when the same export comes again, and only the new day from a newer one', async () => {
    const { cookie, user } = await signUpIn(app);
    await importFile(app, cookie, FIXTURE_XML);

    const again = await importFile(app, cookie, FIXTURE_XML);
    expect(again).toMatchObject({ status: 'succeeded', newCount: 0, existingCount: 11 });
    expect(again.counts.weight).toEqual({ samples: 3, new: 0, existing: 2 });
    expect(await readings(app, cookie, user.id)).toHaveLength(3);

    // A later export: the same history, a weighing on 11 March, and a resting heart rate for the
    // 10th, which had a weight and sleep but none yet.
    const newer = await importFile(app, cookie, FIXTURE_XML.replace('</HealthData>', ONE_MORE_DAY));
    expect(newer).toMatchObject({ status: 'succeeded', newCount: 2, existingCount: 11 });
    expect(newer.counts.weight).toEqual({ samples: 4, new: 1, existing: 2 });
    expect(newer.counts.restingHeartRate).toEqual({ samples: 4, new: 1, existing: 2 });

    const rows = await readings(app, cookie, user.id);
    expect(rows.map((row) => row.localDay)).toEqual(['2024-03-08', '2024-03-09', '2024-03-10', '2024-03-11']);
    expect(rows[2]).toMatchObject({ weight: 176.81, sleepDuration: 7, heartRate: 57 });
    expect(rows[3]).toMatchObject({ ...base, weight: 176.59, heartRate: null, hrvMethod: null });
  });

  it('keeps a value already imported for a day rather than replacing it', async () => {
    const { cookie, user } = await signUpIn(app);
    await importFile(app, cookie, FIXTURE_XML);
    const heavier = FIXTURE_XML.replace('value="80.2"', 'value="90.2"');
    const job = await importFile(app, cookie, heavier);
    expect(job).toMatchObject({ newCount: 0, existingCount: 11 });
    expect((await readings(app, cookie, user.id))[2]).toMatchObject({ weight: 176.81 });
  });

  it('never collides with readings sent through the API under a device’s name, on the same days', async () => {
    const { cookie, user } = await signUpIn(app);
    const sent = (timestamp: string) =>
      app.inject({
        method: 'POST',
        url: '/api/biometrics',
        headers: { cookie },
        payload: { weight: 170, wearableSource: 'apple_health', timestamp },
      });
    expect((await sent('2024-03-10T13:00:00Z')).statusCode).toBe(201);
    expect((await sent('2024-03-10T14:00:00Z')).statusCode).toBe(201);
    const job = await importFile(app, cookie, FIXTURE_XML);
    expect(job).toMatchObject({ status: 'succeeded', existingCount: 0 });
    const weights = (await readings(app, cookie, user.id)).filter((reading) => reading.localDay === '2024-03-10').map((r) => r.weight);
    expect(weights.sort()).toEqual([170, 170, 176.81]);
  });

  it('reads back a weighing and a temperature in the unit they came in, exactly as sent', async () => {
    const { cookie, user } = await signUpIn(app);
    const record = (type: string, unit: string, value: string) =>
      ` <Record type="HKQuantityTypeIdentifier${type}" sourceName="Withings" unit="${unit}" startDate="2024-03-12 07:30:00 -0400" endDate="2024-03-12 07:30:00 -0400" value="${value}"/>\n`;
    const xml = `<HealthData>\n${record('BodyMass', 'lb', '176')}${record('BodyTemperature', 'degC', '36.65')}</HealthData>\n`;
    expect(await importFile(app, cookie, xml)).toMatchObject({ status: 'succeeded', newCount: 2 });
    expect(await readings(app, cookie, user.id)).toEqual([
      expect.objectContaining({ localDay: '2024-03-12', weight: 176, bodyTemperature: 36.65, temperatureUnit: 'C' }),
    ]);
  });

  it('lists the person’s imports, newest first', async () => {
    const { cookie } = await signUpIn(app);
    const first = await importFile(app, cookie, FIXTURE_XML);
    const second = await importFile(app, cookie, 'not an export', 'application/octet-stream', 'notes.txt');
    const response = await app.inject({ method: 'GET', url: IMPORTS_URL, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((job: { id: number }) => job.id)).toEqual([second.id, first.id]);
  });

  it.each(readdirSync(PUBLISHED_EXPORTS_DIR).filter((name) => /\.(xml|zip)$/.test(name)))(
    'imports the published export %s',
    async (name) => {
      const { cookie } = await signUpIn(app, 'Europe/Amsterdam');
      const file = readFileSync(path.join(PUBLISHED_EXPORTS_DIR, name));
      const job = await importFile(app, cookie, file, name.endsWith('.zip') ? 'application/zip' : 'application/xml', name);
      expect(job).toMatchObject({ status: 'succeeded', error: null });
      expect(job.recordsRead).toBeGreaterThan(0);
    },
  );
});
