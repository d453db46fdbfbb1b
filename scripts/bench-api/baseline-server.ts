// The baseline of `npm run bench:api`: bare Fastify and `pg` doing what a correct implementation of
// each endpoint needs and no more: the session looked up by its token's hash, then the endpoint's
// own statements (baseline-sql.ts, prepared), the rows mapped to the same JSON (baseline-answers.ts).
// No hooks, logging, schema checks or ORM. Webhook deliveries are queued after the answer, as the
// app queues them. The summary's arithmetic (streaks, adherence, a range's biometrics) is the product's
// pure rules from core, the same the app runs. Usage: node --import tsx baseline-server.ts (PORT, DATABASE_URL and
// PAGE_PADDING in the environment: what makes its dashboard page as large as the app's, whose markup
// around the same data is larger).
import { createHash } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { addDays, dayNumber, fromDayNumber, localDateOf } from '../../core/src/common/calendar.logic';
import { historyFactsOf } from '../../core/src/progress/history-facts.logic';
import { periodFor, progressSummaryOf } from '../../core/src/progress/progress-summary.logic';
import { rangeBiometrics, type StoredReading } from '../../core/src/progress/range-biometrics.logic';
import { checklistOf, fastOf, readingOf, userOf } from './baseline-answers';
import * as SQL from './baseline-sql';

pg.types.setTypeParser(1082, (value) => value); // dates stay 'YYYY-MM-DD'
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });
type Person = Record<string, unknown> & { id: number; time_zone: string; created_on: string };
/** Runs one of the statements on the request's connection (and counts it). */
type Run = <Row = Record<string, unknown>>(statement: Parameters<typeof SQL.run>[1], values: unknown[]) => Promise<Row[]>;
type Work = (run: Run, person: Person, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The signed-in person on one pooled connection, or 401. The answer says in `x-statements` how
 * many statements the request ran, for bench:api to print.
 */
function signedIn(work: Work) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /(?:^|;\s*)uh_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    if (!token) return reply.code(401).send({ message: 'Not signed in' });
    const client = await pool.connect();
    let statements = 0;
    const run: Run = (statement, values) => ((statements += 1), SQL.run(client, statement, values));
    try {
      const [person] = await run<Person>(SQL.SESSION, [createHash('sha256').update(token).digest('hex')]);
      if (!person) return reply.code(401).send({ message: 'Not signed in' });
      const answer = await work(run, person, request, reply);
      return reply.header('x-statements', String(statements)).send(answer);
    } finally {
      client.release();
    }
  };
}

/** Queued after the answer, on a connection of its own (counted in the answer as one more statement). */
const queueWebhooks = (userId: number, messageId: string, type: string, payload: unknown) =>
  void pool.query({ ...SQL.QUEUE_WEBHOOKS, values: [userId, messageId, type, JSON.stringify(payload)] });

async function summaryOf(run: Run, person: Person, range: 'week' | 'month') {
  const today = localDateOf(new Date(), person.time_zone);
  const [history] = await run(SQL.DONE_DAYS, [person.id]);
  const days = (list: unknown) => new Set((list as number[] | null) ?? []);
  const from = fromDayNumber(periodFor(range, dayNumber(today), dayNumber(today)).from);
  const readings = await run<StoredReading>(SQL.READINGS_IN_RANGE, [person.id, from, today]);
  const done = { thirtyThirtyThirty: days(history!.thirty), fasting: days(history!.fasting), coldExposure: days(history!.cold) };
  return progressSummaryOf({
    done,
    facts: historyFactsOf(done, dayNumber(today)),
    firstDay: history!.first_day === null ? null : Number(history!.first_day),
    createdOn: person.created_on,
    today,
    query: { range },
    biometrics: rangeBiometrics(readings),
  });
}

app.get(
  '/api/user',
  signedIn(async (_run, person) => userOf(person)),
);
app.get(
  '/api/biometrics/:userId',
  signedIn(async (run, person) => (await run(SQL.READINGS, [person.id])).map(readingOf)),
);
app.get(
  '/api/progress/summary',
  signedIn(async (run, person, request) => summaryOf(run, person, (request.query as { range: 'week' | 'month' }).range)),
);
app.post(
  '/api/biometrics',
  signedIn(async (run, person, request, reply) => {
    const body = request.body as { weight: number; heartRate: number };
    const [row] = await run(SQL.INSERT_READING, [person.id, body.weight * 0.45359237, body.heartRate, person.time_zone]);
    const reading = readingOf(row!);
    queueWebhooks(person.id, `biometrics.created_${reading.id as number}`, 'biometrics.created', { reading });
    reply.code(201).header('x-statements-after', '1');
    return reading;
  }),
);
app.get(
  '/api/daily-checklist/today',
  signedIn(async (run, person) => {
    const today = localDateOf(new Date(), person.time_zone);
    return checklistOf(person.id, today, (await run(SQL.CHECKLIST_DAY, [person.id, today]))[0]);
  }),
);
app.patch(
  '/api/daily-checklist/:date',
  signedIn(async (run, person, request, reply) => {
    const { date } = request.params as { date: string };
    if (date > addDays(localDateOf(new Date(), person.time_zone), 1)) {
      reply.code(400);
      return { message: 'date cannot be more than a day in the future' };
    }
    const body = request.body as { sunlightExposureCompleted: boolean };
    const [row] = await run(SQL.TICK_SUNLIGHT, [person.id, date, body.sunlightExposureCompleted]);
    return checklistOf(person.id, date, row);
  }),
);
// The signed-in dashboard: the page's first reads, embedded in a page padded to the app's size.
app.get(
  '/',
  signedIn(async (run, person, _request, reply) => {
    const summary = await summaryOf(run, person, 'week');
    const fasts = (await run(SQL.RECENT_FASTS, [person.id])).map(fastOf);
    const preferences = { weightUnit: person.weight_unit, temperatureUnit: person.temperature_unit, theme: person.theme };
    const data = JSON.stringify({ user: userOf(person), preferences, summary, fasts }).replaceAll('<', '\\u003c');
    const page = `<!doctype html><html><head><title>Ultimate Human</title></head><body><div id="root"></div><script>window.__DATA__=${data}</script></body></html>`;
    reply.type('text/html; charset=utf-8');
    return page + ' '.repeat(Number(process.env.PAGE_PADDING ?? 0));
  }),
);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
