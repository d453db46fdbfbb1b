import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/test-app';
import { users } from '../db/schema';
import { errorLogFields } from './error-log';

/** The error a query really throws, caught. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('errorLogFields', () => {
  const { db } = testDatabase();

  it('keeps a failed query to its class and SQLSTATE: no SQL parameters, no quoted values', async () => {
    const error = await failure(() => db.execute(sql`SELECT ${'robin.secret@example.com'}::int AS n`));
    // What the log used to get: the message quotes the parameter.
    expect(String((error as Error).message) + String((error as Error).cause)).toContain('robin.secret@example.com');
    const fields = errorLogFields(error);
    expect(fields.sqlState).toBe('22P02');
    expect(JSON.stringify(fields)).not.toContain('robin.secret@example.com');
    expect(fields).not.toHaveProperty('message');
    expect(fields).not.toHaveProperty('stack');
  });

  it('names the constraint a write broke, without the row', async () => {
    const username = `dup_${Date.now().toString(36)}`;
    const row = { username, email: `${username}@example.com`, displayName: 'Dup', passwordHash: '$argon2id$v=19$secret-hash' };
    await db.insert(users).values(row);
    const error = await failure(() => db.insert(users).values({ ...row, email: `other.${username}@example.com` }));
    const fields = errorLogFields(error);
    expect(fields.sqlState).toBe('23505');
    expect(fields.constraint).toMatch(/username/);
    expect(JSON.stringify(fields)).not.toMatch(/argon2id|example\.com/);
  });

  it('keeps the message and stack of an error in our own code', () => {
    const fields = errorLogFields(new TypeError('cannot read x of undefined'));
    expect(fields).toMatchObject({ type: 'TypeError', message: 'cannot read x of undefined' });
    expect(fields.stack).toContain('error-log.test.ts');
  });
});
