import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { APPLE_HEALTH_MAX_UPLOAD_BYTES } from '@uh/core/wearables/wearables.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { importJobs } from '../../db/schema';
import { zip } from '../../lib/zip';
import { testDatabase } from '../../../test/test-app';
import { bearer, createEmbedToken } from '../embed/embed-test-helpers';
import { createImportApp, FIXTURE_XML, importFile, IMPORTS_URL, readings, signUpIn, upload } from './apple-health-test-helpers';

let app: App;
let dataDir: string;
beforeAll(async () => {
  ({ app, dataDir } = await createImportApp());
});

const NOT_AN_EXPORT = /^This file is not an Apple Health export\. In the Health app/;

describe('Apple Health import: files that are not an export', () => {
  it.each([
    ['random bytes', () => randomBytes(4096), 'application/octet-stream', NOT_AN_EXPORT],
    [
      'a ZIP without export.xml',
      () => zip([{ name: 'apple_health_export/export_cda.xml', content: '<ClinicalDocument/>' }]),
      'application/zip',
      /^This ZIP has no export\.xml, so it is not an Apple Health export/,
    ],
    [
      'a truncated export.xml',
      () => FIXTURE_XML.slice(0, Math.floor(FIXTURE_XML.length * 0.7)),
      'application/xml',
      /^The export\.xml in this file is damaged or incomplete \(line \d+\)/,
    ],
    [
      'XML of another kind',
      () => '<?xml version="1.0"?><ClinicalDocument><Record type="x"/></ClinicalDocument>',
      'text/xml',
      /no <HealthData> root/,
    ],
    [
      'a ZIP that is cut short',
      () => zip([{ name: 'export.xml', content: FIXTURE_XML }]).subarray(0, 900),
      'application/zip',
      NOT_AN_EXPORT,
    ],
  ])('fails %s with a message and writes nothing', async (_name, body, type, message) => {
    const { cookie, user } = await signUpIn(app);
    const job = await importFile(app, cookie, body(), type);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(message);
    expect(job.newCount).toBe(0);
    expect(await readings(app, cookie, user.id)).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
  });

  it.each([
    ['an attribute of 2 MB', `<Record type="HKQuantityTypeIdentifierBodyMass" value="${'9'.repeat(2 * 1024 ** 2)}"/>`],
    ['2 MB of text', `<Record type="HKQuantityTypeIdentifierBodyMass" value="70">${'x'.repeat(2 * 1024 ** 2)}</Record>`],
    ['a comment of 2 MB', `<!--${'-<'.repeat(1024 ** 2)}-->`],
    ['a thousand attributes', `<Record type="x" ${Array.from({ length: 1000 }, (_, index) => `a${index}="1"`).join(' ')}/>`],
    ['elements nested a thousand deep', `${'<Record>'.repeat(1000)}${'</Record>'.repeat(1000)}`],
  ])('refuses an export.xml with %s whole, saying so, and writes nothing', async (_name, inside) => {
    const { cookie, user } = await signUpIn(app);
    const xml = FIXTURE_XML.replace('</HealthData>', `${inside}\n</HealthData>`);
    const job = await importFile(app, cookie, xml);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^This file is not an Apple Health export: on line \d+ it holds a value, or nests elements, far beyond/);
    expect(job.newCount).toBe(0);
    expect(await readings(app, cookie, user.id)).toEqual([]);
  });

  it('refuses a small ZIP that unpacks to far more than an export would', async () => {
    const { cookie, user } = await signUpIn(app);
    // 40 MB from about 40 KB: well-formed, but no export deflates a thousand to one.
    const archive = zip([{ name: 'export.xml', content: `<HealthData>${' '.repeat(40 * 1024 ** 2)}</HealthData>` }]);
    expect(archive.length).toBeLessThan(256 * 1024);
    const job = await importFile(app, cookie, archive, 'application/zip');
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^This file is not an Apple Health export: it unpacks to far more data than an export would/);
    expect(await readings(app, cookie, user.id)).toEqual([]);
  });

  it('refuses a ZIP bomb before unpacking it', async () => {
    const { cookie, user } = await signUpIn(app);
    // 300 MB of zeros deflates to about 300 KB: a thousand to one, no export comes close.
    const bomb = zip([{ name: 'apple_health_export/export.xml', content: Buffer.alloc(300 * 1024 ** 2) }]);
    expect(bomb.length).toBeLessThan(1024 ** 2);
    const job = await importFile(app, cookie, bomb, 'application/zip');
    expect(job).toMatchObject({ status: 'failed' });
    expect(job.error).toMatch(/^This file is not an Apple Health export: it unpacks to far more data than an export would/);
    expect(await readings(app, cookie, user.id)).toEqual([]);
  });
});

describe('Apple Health import: the upload', () => {
  it('answers 409 while the account has an import queued or running', async () => {
    const { cookie, user } = await signUpIn(app);
    // An import of this person's that another request left running.
    const { db } = testDatabase();
    await db
      .insert(importJobs)
      .values({ userId: user.id, source: 'apple_health', fileName: 'export.zip', filePath: '/nowhere', status: 'running' });
    const response = await upload(app, cookie, FIXTURE_XML);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^An Apple Health import is already running for your account/) });
    // Someone else can still import.
    const other = await signUpIn(app);
    expect((await importFile(app, other.cookie, FIXTURE_XML)).status).toBe('succeeded');
  });

  it('answers 413 for a file over 2 GB, before reading it', async () => {
    const { cookie } = await signUpIn(app);
    const response = await app.inject({
      method: 'POST',
      url: IMPORTS_URL,
      headers: { cookie, 'content-type': 'application/zip', 'content-length': String(APPLE_HEALTH_MAX_UPLOAD_BYTES + 1) },
      payload: 'PK',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^The file is larger than 2 GB/);
  });

  it('answers 400 for an empty body and 415 for JSON', async () => {
    const { cookie } = await signUpIn(app);
    const empty = await upload(app, cookie, Buffer.alloc(0), 'application/zip');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^The upload is empty/);
    const json = await app.inject({ method: 'POST', url: IMPORTS_URL, headers: { cookie }, payload: { file: 'export.zip' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/^Send the export\.zip/);
    const list = await app.inject({ method: 'GET', url: IMPORTS_URL, headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it('keeps each person’s imports to themselves', async () => {
    const owner = await signUpIn(app);
    const job = await importFile(app, owner.cookie, FIXTURE_XML);
    const stranger = await signUpIn(app);
    const response = await app.inject({ method: 'GET', url: `${IMPORTS_URL}/${job.id}`, headers: { cookie: stranger.cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Import not found' });
    const list = await app.inject({ method: 'GET', url: IMPORTS_URL, headers: { cookie: stranger.cookie } });
    expect(list.json()).toEqual([]);
  });

  it('needs a signed-in session: 401 signed out, 403 with a widget or embed token', async () => {
    const signedOut = await app.inject({
      method: 'POST',
      url: IMPORTS_URL,
      headers: { 'content-type': 'application/xml' },
      payload: FIXTURE_XML,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: IMPORTS_URL })).statusCode).toBe(401);

    const { cookie } = await signUpIn(app);
    const { token } = await createEmbedToken(app, cookie);
    const withToken = await app.inject({
      method: 'POST',
      url: IMPORTS_URL,
      headers: { ...bearer(token), 'content-type': 'application/xml' },
      payload: FIXTURE_XML,
    });
    expect(withToken.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: IMPORTS_URL, headers: bearer(token) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: IMPORTS_URL, headers: { cookie } })).json()).toEqual([]);
  });
});
