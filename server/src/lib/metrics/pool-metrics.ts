import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/** The app server's PostgreSQL pool as it stands at each scrape: read from the pool, nothing kept. */
export function registerPoolMetrics(registry: Registry, prefix: string, pool: pg.Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: `${prefix}${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('database_pool_connections', 'Connections the pool holds open, busy or idle', () => pool.totalCount);
  gauge('database_pool_idle_connections', 'Open connections waiting for a query', () => pool.idleCount);
  gauge('database_pool_waiting_requests', 'Queries waiting for a connection because every one is busy', () => pool.waitingCount);
  gauge('database_pool_max_connections', 'Connections the pool may open (DATABASE_POOL_SIZE)', () => pool.options.max ?? 10);
}
