import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { importJobs } from '../../db/schema';
import { createAppEvents } from '../../lib/app-events';
import { zip } from '../../lib/zip';
import { wearableStepsPorts } from '../../wearable-steps-ports';
import { testDatabase } from '../../../test/test-app';
import { ImportFileError, openExport, TOO_MUCH_DATA } from './apple-health-file';
import { createImportRunner, SERVER_STOPPED } from './apple-health-import.job';
import { readHealthData } from './apple-health-reader';
import { createImportApp, FIXTURE_XML, readings, signUpIn, waitForJob } from './apple-health-test-helpers';

let app: App;
let dataDir: string;
beforeAll(async () => {
  ({ app, dataDir } = await createImportApp());
});

describe('Apple Health import after a restart', () => {
  it('reads again the imports whose file is still there and fails the others', async () => {
    const importsDir = path.join(dataDir, 'imports');
    mkdirSync(importsDir, { recursive: true });
    const kept = path.join(importsDir, 'kept.upload');
    writeFileSync(kept, FIXTURE_XML);
    const stray = path.join(importsDir, 'cut-short.upload.part');
    writeFileSync(stray, '<HealthData>');

    const { db } = testDatabase();
    const interrupted = await signUpIn(app);
    const lost = await signUpIn(app);
    const [running] = await db
      .insert(importJobs)
      .values({
        userId: interrupted.user.id,
        source: 'apple_health',
        fileName: 'export.xml',
        filePath: kept,
        status: 'running',
        bytesRead: 10,
      })
      .returning();
    const [queued] = await db
      .insert(importJobs)
      .values({ userId: lost.user.id, source: 'apple_health', fileName: 'export.zip', filePath: path.join(importsDir, 'gone.upload') })
      .returning();

    const runner = createImportRunner({ db, log: app.log, importsDir, onDaySteps: wearableStepsPorts(db, createAppEvents()).daySteps });
    await runner.resume();
    await runner.idle();

    expect(await waitForJob(app, interrupted.cookie, running!.id)).toMatchObject({ status: 'succeeded', newCount: 11 });
    expect(await readings(app, interrupted.cookie, interrupted.user.id)).toHaveLength(3);
    expect(await waitForJob(app, lost.cookie, queued!.id)).toMatchObject({ status: 'failed', error: SERVER_STOPPED });
    expect(existsSync(kept)).toBe(false);
    expect(existsSync(stray)).toBe(false);
  });
});

describe('Apple Health file limits', () => {
  it('stops unpacking a ZIP whose header understates its size, at the cap', async () => {
    const xml = `<HealthData>${'<ExportDate value="2024-01-01"/>\n'.repeat(100_000)}</HealthData>`;
    const archive = zip([{ name: 'export.xml', content: xml }]);
    // Claim 1 KB unpacked in the local and the central header.
    archive.writeUInt32LE(1024, 22);
    const central = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    archive.writeUInt32LE(1024, central + 24);
    const file = path.join(dataDir, 'lying.zip');
    writeFileSync(file, archive);

    const contents = await openExport(file, { ratio: 1, floorBytes: 1024 ** 2 });
    const reading = readHealthData(
      contents,
      { onRecord: () => {}, onCorrelation: () => {} },
      {
        signal: new AbortController().signal,
        onProgress: async () => {},
      },
    );
    await expect(reading).rejects.toThrow(new ImportFileError(TOO_MUCH_DATA));
  });
});
