// The baseline for `npm run bench:api`: bare Fastify and `pg`, with no hooks, logging, validation,
// cookies or ORM. For each endpoint it runs, on one pooled connection, the statements the real
// app ran for the same request (recorded by record-sql.ts: the session lookup, then the feature's
// queries, transactions included; named statements prepared as the app prepares them) and
// answers the last statement's rows as JSON.
// Usage: node baseline-server.mjs <statements.json> (PORT and DATABASE_URL in the environment).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const endpoints = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

for (const { method, url, statements } of endpoints) {
  app.route({
    method,
    url,
    handler: async (_request, reply) => {
      const client = await pool.connect();
      try {
        let rows = [];
        for (const { query, values } of statements) rows = (await client.query(query, values)).rows;
        return reply.code(method === 'POST' ? 201 : 200).send(rows);
      } finally {
        client.release();
      }
    },
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
