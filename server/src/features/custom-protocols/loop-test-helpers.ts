import { randomBytes } from 'node:crypto';
import type { CustomDays, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import type { App } from '../../app';
import { zip } from '../../lib/zip';
import { call, type Person } from './custom-protocols-test-helpers';

/** path → text as the ZIP Loop's "Export as CSV" makes. */
export const zipOf = (files: ReadonlyMap<string, string>) => zip([...files].map(([name, content]) => ({ name, content })));

/** The form a browser sends when the person picks the ZIP: one file, in the field "file". */
export function loopUploadForm(file: Buffer, field = 'file') {
  const boundary = `----loopboundary${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="Loop Habits CSV 2026-03-06.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const uploadLoop = (app: App, person: Person, file: Buffer) => {
  const form = loopUploadForm(file);
  return app.inject({
    method: 'POST',
    url: '/api/custom-protocols/import/loop',
    headers: { ...form.headers, cookie: person.cookie },
    payload: form.payload,
  });
};

/** Each day's state and logged values, as the protocol's page shows them. */
export async function daysOf(app: App, person: Person, protocol: CustomProtocol, from: string, to: string) {
  const response = await call(app, person, 'GET', `/api/custom-protocols/${protocol.id}/days?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<CustomDays>()
    .days.map((day) => ({ date: day.date, state: day.state, values: day.entries.map((entry) => [entry.value, entry.note, entry.source]) }));
}

/** Every file of a ZIP, README.txt included (the import reads only the CSV files). */
export async function unzipAll(archive: Buffer): Promise<Map<string, string>> {
  const zipFile = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const unzipped = new Map<string, string>();
  for await (const entry of zipFile.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zipFile.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    unzipped.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  return unzipped;
}
