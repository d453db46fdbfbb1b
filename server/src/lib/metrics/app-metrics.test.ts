import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { createNoSttProvider } from '../../providers/stt/no-stt-provider';
import { createAppMetrics } from './app-metrics';
import { readMigrationJournal } from './pending-migrations';

// A port nothing listens on: taken, then given back.
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('metrics while the database is unreachable', () => {
  it('still answers, saying the database is down and leaving its figures unknown rather than 0', async () => {
    const handle = connectDatabase(`postgres://postgres@127.0.0.1:${await closedPort()}/none`, 2, () => {});
    const errors: unknown[] = [];
    const metrics = createAppMetrics({
      db: handle.db,
      journal: readMigrationJournal(MIGRATIONS_FOLDER),
      wearableProviders: ['oura'],
      onDatabaseError: (error) => errors.push(error),
      speech: createNoSttProvider(),
    });
    try {
      const body = await metrics.registry.metrics();
      expect(body).toMatch(/^uh_database_up 0$/m);
      expect(body).toMatch(/^uh_database_migrations_pending Nan$/m);
      expect(body).not.toMatch(/^uh_queue_pending_jobs\{/m);
      expect(body).toMatch(/^uh_database_pool_max_connections 2$/m);
      expect(body).toMatch(/^uh_backup_last_verified_age_seconds Nan$/m);
      expect(errors.length).toBeGreaterThanOrEqual(1);
    } finally {
      await handle.close();
    }
  });
});
