import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase, uniqueName } from '../../test/test-app';
import { insertRows } from './bulk-insert';
import { biometricLogs, journalEntries, users } from './schema';

async function newUser(db: ReturnType<typeof testDatabase>['db']) {
  const name = uniqueName();
  const [row] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.com`, displayName: 'Bulk', passwordHash: 'not-a-hash', timeZone: 'UTC' })
    .returning({ id: users.id });
  return row!.id;
}

const withoutIds = <R extends { id: number; userId: number }>(rows: R[]) => rows.map(({ id: _id, userId: _userId, ...rest }) => rest);

describe('insertRows', () => {
  it('stores what drizzle stores: types, nulls, quoting, JSON and defaults', async () => {
    const { db } = testDatabase();
    const [viaDrizzle, viaArrays] = [await newUser(db), await newUser(db)];
    const readings = (userId: number) => [
      {
        userId,
        timestamp: new Date('2025-01-02T03:04:05.678Z'),
        weightKg: 81.25,
        heartRate: null,
        timeZone: 'Europe/Paris',
        localDay: '2025-01-02',
      },
      {
        userId,
        timestamp: new Date('2025-01-03T03:04:05Z'),
        weightKg: null,
        hrvMethod: 'sdnn, "quoted" {braced}',
        timeZone: 'UTC',
        localDay: '2025-01-03',
      },
    ];
    await db.insert(biometricLogs).values(readings(viaDrizzle));
    await insertRows(db, biometricLogs, readings(viaArrays));
    const read = (userId: number) =>
      db.select().from(biometricLogs).where(eq(biometricLogs.userId, userId)).orderBy(biometricLogs.timestamp);
    expect(withoutIds(await read(viaArrays))).toEqual(withoutIds(await read(viaDrizzle)));

    const entries = (userId: number) => [
      {
        userId,
        type: 'note',
        summary: 'a',
        details: { text: 'x', list: [1, 2] },
        timestamp: new Date('2025-01-02T00:00:00Z'),
        timeZone: 'UTC',
        localDay: '2025-01-02',
      },
      {
        userId,
        type: 'note',
        summary: 'b',
        details: [],
        transcription: 'it\'s \\ "said"',
        timestamp: new Date('2025-01-03T00:00:00Z'),
        timeZone: 'UTC',
        localDay: '2025-01-03',
      },
    ];
    await db.insert(journalEntries).values(entries(viaDrizzle));
    await insertRows(db, journalEntries, entries(viaArrays));
    const readEntries = (userId: number) =>
      db.select().from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(journalEntries.timestamp);
    expect(withoutIds(await readEntries(viaArrays))).toEqual(withoutIds(await readEntries(viaDrizzle)));
    expect((await readEntries(viaArrays)).map((entry) => entry.createdLogs)).toEqual([[], []]);
  });
});
