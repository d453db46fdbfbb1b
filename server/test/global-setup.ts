/* eslint-disable @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by interface merging */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'embedded' | 'external';
  }
}

/**
 * API tests run against a real PostgreSQL: the one at TEST_DATABASE_URL when set (a fresh
 * database is created in it and dropped afterwards), otherwise an embedded one in a temp folder.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const name = `uh_test_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(external);
    url.pathname = `/${name}`;
    await migrate(url.toString());
    project.provide('databaseUrl', url.toString());
    project.provide('databaseKind', 'external');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-test-db-'));
  // The test cluster lives under /tmp, which an unprivileged PostgreSQL user can always enter.
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: 20_000 + Math.floor(Math.random() * 20_000),
    osUser: process.env.EMBEDDED_DB_OS_USER ?? 'postgres',
    log: () => {},
  });
  await migrate(embedded.url);
  project.provide('databaseUrl', embedded.url);
  project.provide('databaseKind', 'embedded');
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function migrate(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
}
