import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';

/*
 * A file exported by an earlier version of the app (format 1, November 2026: every protocol, a
 * reading, checklist days). Importing it must keep working, and exporting what it brought in must
 * give back the same records, byte for byte: people keep these files as their backups.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const EARLIER_EXPORT = readFileSync(path.resolve(here, '../../../test/fixtures/account-export/v1-export.json'), 'utf8');

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

describe('a file exported by an earlier version', () => {
  it('imports whole, and exports again as the same records', async () => {
    const earlier = JSON.parse(EARLIER_EXPORT) as { records: Record<string, unknown[]> };
    const { cookie } = await signUp(app);
    const imported = await app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie }, payload: earlier });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(Object.values(imported.json().skipped as Record<string, number>).every((count) => count === 0)).toBe(true);

    const again = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json() as typeof earlier;
    // The earlier arrays come back byte for byte and in their order; record types added since
    // (wherever the format places them) come back empty.
    const earlierTypes = Object.keys(earlier.records);
    const kept = Object.keys(again.records).filter((type) => earlierTypes.includes(type));
    expect(kept).toEqual(earlierTypes);
    for (const type of earlierTypes) expect(JSON.stringify(again.records[type]), type).toBe(JSON.stringify(earlier.records[type]));
    const since = Object.keys(again.records).filter((type) => !earlierTypes.includes(type));
    expect(since).toEqual(
      expect.arrayContaining(['customProtocols', 'customProtocolEntries', 'customProtocolPauses', 'loggedEverythingDays']),
    );
    for (const type of since) expect(again.records[type], type).toEqual([]);
  });
});
