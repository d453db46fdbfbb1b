import { MAX_PROTOCOLS_PER_PERSON, type CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { loopCurrentExport, loopLegacyExport } from '@uh/core/custom-protocols/loop-csv.fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith, listProtocols, type Person } from './custom-protocols-test-helpers';
import { readLoopArchive } from './loop-archive';
import { daysOf, unzipAll, uploadLoop, zipOf } from './loop-test-helpers';

/**
 * Moving from Loop Habit Tracker and back (docs/protocols.md): its CSV export ZIP, either
 * generation, becomes protocols with their days; the export goes back in Loop's current layout.
 */

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

type ImportAnswer = { protocols: CustomProtocol[]; entries: number };

async function importLoop(person: Person, files: Map<string, string>): Promise<ImportAnswer> {
  const response = await uploadLoop(app, person, zipOf(files));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const withFile = (files: Map<string, string>, path: string, text: string) => new Map([...files, [path, text]]);

describe('importing a Loop Habit Tracker export', () => {
  it('makes a protocol per habit, in Loop order, with its checkmarks as days', async () => {
    const person = await signUp(app);
    const answer = await importLoop(person, loopCurrentExport());
    expect(answer.entries).toBe(7);
    expect(answer.protocols.map(({ document, archived }) => [document.id, document.title, archived])).toEqual([
      ['meditate', 'Meditate', false],
      ['run', 'Run', false],
      ['drinks-any-kind', 'Drinks, any kind', false],
      ['journal', 'Journal', true],
    ]);
    expect((await listProtocols(app, person)).map((protocol) => protocol.id)).toEqual(answer.protocols.map((protocol) => protocol.id));

    const [meditate, run, drinks] = answer.protocols;
    expect(await daysOf(app, person, meditate!, '2026-03-01', '2026-03-05')).toEqual([
      { date: '2026-03-01', state: 'unknown', values: [] },
      { date: '2026-03-02', state: 'skipped', values: [] },
      { date: '2026-03-03', state: 'notDone', values: [[0, null, 'import']] },
      // YES_AUTO: Loop's own fill-in, not a completion.
      { date: '2026-03-04', state: 'unknown', values: [] },
      { date: '2026-03-05', state: 'done', values: [[1, 'Calm, then sleepy', 'import']] },
    ]);
    expect(run!.document.components[0]).toMatchObject({ kind: 'measure', unit: 'km', target: { kind: 'atLeast', value: 5.5 } });
    expect((await daysOf(app, person, run!, '2026-03-05', '2026-03-05'))[0]?.values).toEqual([[5.2, null, 'import']]);
    expect(drinks!.document.components[0]).toMatchObject({ kind: 'count', hint: 'drinks', target: { kind: 'atMost', value: 1 } });
    expect((await daysOf(app, person, drinks!, '2026-03-04', '2026-03-05')).map((day) => day.state)).toEqual(['done', 'notDone']);
  });

  it('reads the legacy generation, and moves ids off the ones the person already has', async () => {
    const person = await signUp(app);
    await createProtocol(app, person, documentWith({ id: 'stretch', title: 'My stretch' }));
    const answer = await importLoop(person, loopLegacyExport());
    expect(answer.protocols.map(({ document }) => [document.id, document.title, document.schedule])).toEqual([
      ['stretch-2', 'Stretch', { kind: 'daily' }],
      ['gym', 'Gym', { kind: 'frequency', times: 2, days: 7 }],
    ]);
    expect(answer.protocols.map((protocol) => protocol.position)).toEqual([1, 2]);
    expect((await daysOf(app, person, answer.protocols[0]!, '2025-12-31', '2026-01-03')).map((day) => day.state)).toEqual([
      'skipped',
      'notDone',
      'unknown',
      'done',
    ]);
  });

  it('refuses a value no protocol can hold, naming the habit and the row, and stores nothing', async () => {
    const person = await signUp(app);
    const files = withFile(loopCurrentExport(), '002 Run/Checkmarks.csv', 'Date,Value,Notes\n2026-03-05,5200,\n2026-03-04,lots,\n');
    const response = await uploadLoop(app, person, zipOf(files));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^002 Run\/Checkmarks.csv \("Run"\), row 3: Value "lots"/);
    expect(await listProtocols(app, person)).toEqual([]);
  });

  it('refuses what is not a Loop export', async () => {
    const person = await signUp(app);
    const notZip = await uploadLoop(app, person, Buffer.from('Position,Name\n'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toContain('not a ZIP');
    const otherZip = await uploadLoop(app, person, zipOf(new Map([['export.xml', '<HealthData/>']])));
    expect(otherZip.statusCode).toBe(400);
    expect(otherZip.json().message).toContain('not a Loop Habit Tracker export');
    const json = await call(app, person, 'POST', '/api/custom-protocols/import/loop', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a ZIP bomb: too many entries, or more unpacked data than an export holds', async () => {
    const person = await signUp(app);
    const many = new Map(Array.from({ length: 2001 }, (_, index) => [`${String(index).padStart(4, '0')} x/Checkmarks.csv`, '']));
    expect((await uploadLoop(app, person, zipOf(many))).statusCode).toBe(413);
    const huge = withFile(loopCurrentExport(), '001 Meditate/Checkmarks.csv', '0'.repeat(65 * 1024 * 1024));
    const bomb = await uploadLoop(app, person, zipOf(huge));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toContain('unpacks to far more');
    expect(await listProtocols(app, person)).toEqual([]);
  });

  it('refuses the whole import with 409 when it would pass the protocol cap', async () => {
    const person = await signUp(app);
    for (let index = 0; index < MAX_PROTOCOLS_PER_PERSON - 3; index += 1)
      await createProtocol(app, person, documentWith({ id: `habit-${index}` }));
    const response = await uploadLoop(app, person, zipOf(loopCurrentExport()));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`pass the ${MAX_PROTOCOLS_PER_PERSON} you can have`);
    expect(await listProtocols(app, person)).toHaveLength(MAX_PROTOCOLS_PER_PERSON - 3);
    expect((await uploadLoop(app, person, zipOf(loopLegacyExport()))).statusCode).toBe(201);
  });
});

describe('exporting to Loop Habit Tracker', () => {
  it('downloads loop-habits.zip that imports on a new account as the same protocols and days', async () => {
    const from = await signUp(app);
    const imported = await importLoop(from, loopCurrentExport());
    const download = await call(app, from, 'GET', '/api/custom-protocols/export/loop');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe('attachment; filename="loop-habits.zip"');
    const files = await readLoopArchive(download.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      '001 Meditate/Checkmarks.csv',
      '002 Run/Checkmarks.csv',
      '003 Drinks any kind/Checkmarks.csv',
      '004 Journal/Checkmarks.csv',
      'Habits.csv',
    ]);

    const to = await signUp(app);
    const again = await uploadLoop(app, to, download.rawPayload);
    expect(again.statusCode, again.body).toBe(201);
    const copies = again.json<ImportAnswer>().protocols;
    const shape = (protocols: CustomProtocol[]) => protocols.map(({ document, archived, position }) => ({ document, archived, position }));
    expect(shape(copies)).toEqual(shape(imported.protocols));
    for (const [index, original] of imported.protocols.entries()) {
      expect(await daysOf(app, to, copies[index]!, '2026-01-30', '2026-03-06')).toEqual(
        await daysOf(app, from, original, '2026-01-30', '2026-03-06'),
      );
    }
  });

  it('simplifies a protocol of several components to its first numeric or check one, and says so in README.txt', async () => {
    const person = await signUp(app);
    const sauna = await createProtocol(
      app,
      person,
      documentWith({
        id: 'sauna',
        title: 'Sauna',
        components: [
          { id: 'minutes', kind: 'duration', label: 'Time in heat' },
          { id: 'plunge', kind: 'check', label: 'Cold plunge' },
        ],
      }),
    );
    await call(app, person, 'POST', `/api/custom-protocols/${sauna.id}/entries`, {
      componentId: 'minutes',
      date: '2026-03-01',
      value: 900,
    });
    await call(app, person, 'PUT', `/api/custom-protocols/${sauna.id}/days/2026-03-02/skip`, { reason: 'Closed' });
    const download = await call(app, person, 'GET', '/api/custom-protocols/export/loop');
    const unzipped = await unzipAll(download.rawPayload);
    expect(unzipped.get('README.txt')).toContain('- Sauna: only "Time in heat" of its 2 components; "Time in heat" in minutes (unit min)');
    expect(unzipped.get('001 Sauna/Checkmarks.csv')).toBe('Date,Value,Notes\r\n2026-03-02,SKIP,\r\n2026-03-01,15000,\r\n');
  });

  it('needs a signed-in person', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/custom-protocols/export/loop' })).statusCode).toBe(401);
  });
});
