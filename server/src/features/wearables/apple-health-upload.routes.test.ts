import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { FIXTURE_XML, importFile, signUpIn } from './apple-health-test-helpers';
import { saveUpload } from './apple-health-upload';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('Apple Health uploads on disk', () => {
  it('creates the data folder and its imports folder for the server’s OS user only', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'uh-upload-modes-')), 'data');
    const app = await createTestApp({ DATA_DIR: dataDir });
    const { cookie } = await signUpIn(app);
    expect((await importFile(app, cookie, FIXTURE_XML)).status).toBe('succeeded');
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'imports'))).toBe(0o700);
  });

  it('writes a waiting upload readable by the server’s OS user only, in a folder an earlier version left open', async () => {
    const importsDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'uh-upload-modes-')), 'imports');
    mkdirSync(importsDir, { mode: 0o755 });
    const file = path.join(importsDir, 'waiting.upload');
    expect(await saveUpload(Readable.from([Buffer.from(FIXTURE_XML)]), file)).toBe(Buffer.byteLength(FIXTURE_XML));
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(importsDir)).toBe(0o700);
  });
});
