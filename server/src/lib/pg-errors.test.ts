import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-process';
import { testDatabase } from '../../test/test-app';
import { connectDatabase } from '../db/client';
import { isDatabaseUnavailable } from './pg-errors';

/** The error a query really throws, caught. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('isDatabaseUnavailable', () => {
  const { db, pool } = testDatabase();

  it('is true for a refused connection, as drizzle throws it', async () => {
    const closed = connectDatabase(`postgres://nobody@127.0.0.1:${await freePort()}/nothing`, 1, () => {});
    const error = await failure(() => closed.db.execute(sql`SELECT 1`));
    await closed.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true for a connection the server ends mid-session (57P01, then "Connection terminated")', async () => {
    const client = await pool.connect();
    client.on('error', () => {});
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await db.execute(sql`SELECT pg_terminate_backend(${rows[0]!.pid})`);
    const error = await failure(() => client.query('SELECT 1'));
    client.release(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true for the words and codes node-postgres and PostgreSQL use for it', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('is false for a query the database refused and for errors of our own', async () => {
    expect(isDatabaseUnavailable(await failure(() => db.execute(sql`SELECT 'x'::int`)))).toBe(false);
    expect(isDatabaseUnavailable(await failure(() => db.execute(sql`SELECT FROM no_such_table`)))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
