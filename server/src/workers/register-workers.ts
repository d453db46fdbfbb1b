import type { FastifyInstance } from 'fastify';
import type { Worker } from './worker';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** This server's background work, started when the app is ready and closed with it. */
    workers: readonly Worker[];
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** The one place workers start and stop: none is started by a route plugin or by server.ts. */
export function registerWorkers(app: FastifyInstance, workers: readonly Worker[]): void {
  app.decorate('workers', workers);
  app.addHook('onReady', async () => {
    for (const worker of workers) await worker.start();
  });
  // Each worker waits for its work in progress, so the database is closed only after all of them.
  app.addHook('onClose', async () => {
    await Promise.all(workers.map((worker) => worker.close()));
  });
}
