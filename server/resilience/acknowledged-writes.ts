import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { COLD_METHOD_VALUES } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { AccountExport } from '@uh/core/settings/export.schema';
import { cookieFrom } from '../test/server-process';

/*
 * Writers that keep one person's account busy with varied records and remember every write the
 * app acknowledged (a 2xx with its body), by the values sent and returned. After a crash or a
 * database outage, the account's full export must hold each of them with the same values.
 */

export type Answer = { status: number; body: unknown; retryAfter: string | null; replayed: boolean; ms: number };
export type Outcome = Answer | 'timed out' | 'no answer';

type Send = {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
};

/** One request with a client-side deadline: a request that never answers is counted, not waited for. */
export async function send(url: string, { method, path, body, cookie, headers = {}, timeoutMs }: Send): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const isJson = text !== '' && response.headers.get('content-type')?.includes('json');
    const retryAfter = response.headers.get('retry-after');
    const replayed = response.headers.get('idempotent-replayed') === 'true';
    return { status: response.status, body: isJson ? JSON.parse(text) : text, retryAfter, replayed, ms: performance.now() - startedAt };
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timed out' : 'no answer';
  }
}

export const isAcknowledged = (outcome: Outcome): outcome is Answer & { body: Record<string, unknown> } =>
  typeof outcome === 'object' && outcome.status >= 200 && outcome.status < 300;

type Write = { method: 'POST' | 'PATCH'; path: string; body: Record<string, unknown>; keyOf: (answer: Record<string, unknown>) => string };
type Records = AccountExport['records'];

// A record's identity in both worlds: what the API answered, and what the export holds.
const instant = (value: unknown) => Date.parse(String(value));
const coldKey = (log: { timestamp: unknown; method: unknown; celsius: unknown; seconds: unknown; completed: unknown }) =>
  `cold ${instant(log.timestamp)} ${String(log.method)} ${Number(log.celsius)} ${Number(log.seconds)} ${String(log.completed)}`;
const biometricKey = (log: { timestamp: unknown; systolic: unknown; diastolic: unknown; heartRate: unknown }) =>
  `biometric ${instant(log.timestamp)} ${Number(log.systolic)}/${Number(log.diastolic)} ${Number(log.heartRate)}`;
const thirtyKey = (log: { timestamp: unknown; grams: unknown; seconds: unknown; minutes: unknown; completed: unknown }) =>
  `thirty ${instant(log.timestamp)} ${Number(log.grams)} ${Number(log.seconds)} ${Number(log.minutes)} ${String(log.completed)}`;
// Items no logged protocol ticks on its own, on a day no other write touches: the values stay as sent.
const CHECKLIST_ITEMS = ['sunlightExposureCompleted', 'hydrationTargetCompleted', 'supplementsCompleted'] as const;
const checklistKey = (day: Record<string, unknown>) =>
  `checklist ${String(day.date)} ${CHECKLIST_ITEMS.map((item) => day[item]).join(' ')}`;

/** Every record of an export, by the same identity the acknowledged writes have. */
export function exportedKeys(records: Records): string[] {
  return [
    ...(records.coldExposureLogs ?? []).map((log) =>
      coldKey({ ...log, method: log.exposureMethod, celsius: log.temperatureC, seconds: log.durationSeconds }),
    ),
    ...(records.biometricLogs ?? []).map((log) => biometricKey(log)),
    ...(records.thirtyThirtyThirtyLogs ?? []).map((log) =>
      thirtyKey({ ...log, grams: log.proteinGrams, seconds: log.exerciseSeconds, minutes: log.timeAfterWakingMinutes }),
    ),
    ...(records.dailyChecklists ?? []).map((day) => checklistKey(day)),
  ];
}

/** A new person, signed in: their session cookie. */
export async function registerWriter(url: string): Promise<{ username: string; cookie: string }> {
  const username = `writer_${randomBytes(5).toString('hex')}`;
  const account = { username, password: 'acknowledged-writes-1', email: `${username}@example.com`, displayName: 'Writer' };
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return { username, cookie: cookieFrom(response) };
}

const pastInstant = () => new Date(Date.now() - randomInt(60_000, 30 * 86_400_000)).toISOString();
const pick = <T>(values: readonly T[]) => values[randomInt(values.length)]!;
const DAY_MS = 86_400_000;

export class AcknowledgingWriter {
  /** Identities of the records the app acknowledged, one entry per write. */
  readonly acknowledged: string[] = [];
  private checklistDays = 0;

  private constructor(
    readonly username: string,
    readonly cookie: string,
  ) {}

  static async register(url: string): Promise<AcknowledgingWriter> {
    const { username, cookie } = await registerWriter(url);
    return new AcknowledgingWriter(username, cookie);
  }

  /** Writes one record after another until `isStopped`; every outcome goes to `onOutcome`. */
  async writeUntil(url: string, isStopped: () => boolean, { timeoutMs = 15_000, onOutcome = (_outcome: Outcome) => {} } = {}) {
    while (!isStopped()) {
      const write = this.nextWrite();
      const outcome = await send(url, { ...write, cookie: this.cookie, timeoutMs });
      if (isAcknowledged(outcome)) this.acknowledged.push(write.keyOf(outcome.body));
      onOutcome(outcome);
      // Without a server there is nothing to write to: do not spin on refused connections.
      if (outcome === 'no answer') await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Reads the account's full export and counts the acknowledged writes missing from it (or changed). */
  async countLost(url: string): Promise<number> {
    const outcome = await send(url, { method: 'GET', path: '/api/account/export', cookie: this.cookie, timeoutMs: 60_000 });
    if (!isAcknowledged(outcome)) throw new Error(`the export answered ${typeof outcome === 'object' ? outcome.status : outcome}`);
    const present = new Map<string, number>();
    for (const key of exportedKeys((outcome.body as AccountExport).records)) present.set(key, (present.get(key) ?? 0) + 1);
    let lost = 0;
    for (const key of this.acknowledged) {
      const left = present.get(key) ?? 0;
      if (left === 0) lost += 1;
      else present.set(key, left - 1);
    }
    return lost;
  }

  private nextWrite(): Write {
    switch (randomInt(4)) {
      case 0: {
        const body = {
          exposureMethod: pick(COLD_METHOD_VALUES),
          temperature: randomInt(-5, 25),
          temperatureUnit: 'C',
          duration: randomInt(10, 600),
          completed: randomInt(2) === 1,
        };
        return {
          method: 'POST',
          path: '/api/protocols/cold',
          body,
          keyOf: (answer) =>
            coldKey({
              timestamp: answer.timestamp,
              method: body.exposureMethod,
              celsius: body.temperature,
              seconds: body.duration,
              completed: body.completed,
            }),
        };
      }
      case 1: {
        const body = {
          timestamp: pastInstant(),
          systolic: randomInt(100, 160),
          diastolic: randomInt(55, 95),
          heartRate: randomInt(40, 120),
        };
        return { method: 'POST', path: '/api/biometrics', body, keyOf: (answer) => biometricKey({ ...body, timestamp: answer.timestamp }) };
      }
      case 2: {
        const body = {
          timestamp: pastInstant(),
          proteinAmount: randomInt(0, 60),
          exerciseDuration: randomInt(0, 3600),
          timeAfterWaking: randomInt(0, 120),
        };
        return {
          method: 'POST',
          path: '/api/thirty-thirty-thirty-logs',
          body,
          keyOf: (answer) =>
            thirtyKey({
              timestamp: answer.timestamp,
              grams: body.proteinAmount,
              seconds: body.exerciseDuration,
              minutes: body.timeAfterWaking,
              completed: answer.completed,
            }),
        };
      }
      default: {
        // Each write its own day, counted up from 1950: an unacknowledged write never shares a day with an acknowledged one.
        const date = new Date(Date.UTC(1950, 0, 1) + this.checklistDays++ * DAY_MS).toISOString().slice(0, 10);
        const body = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, randomInt(2) === 1]));
        return { method: 'PATCH', path: `/api/daily-checklist/${date}`, body, keyOf: () => checklistKey({ ...body, date }) };
      }
    }
  }
}

/** How long to wait before sending a write again, or null when sending it again cannot help. */
function retryWaitMs(outcome: Outcome): number | null {
  if (typeof outcome === 'string') return 50; // the answer was lost: the write may or may not be done
  const asked = outcome.retryAfter === null ? null : Number(outcome.retryAfter) * 1000;
  if (outcome.status === 502 || outcome.status === 503) return asked ?? 50;
  // The first try is still being handled (or was, by a server that has since died).
  if (outcome.status === 409 && asked !== null) return asked;
  return null;
}

const describe = (outcome: Outcome) => (typeof outcome === 'string' ? outcome : `${outcome.status} ${JSON.stringify(outcome.body)}`);

/** A record told apart from every other of its person by its timestamp; every other one is a biometric reading. */
function loggedAt(timestamp: number, isBiometric: boolean) {
  const at = new Date(timestamp).toISOString();
  if (isBiometric) {
    const body = { timestamp: at, systolic: randomInt(100, 160), diastolic: randomInt(55, 95), heartRate: randomInt(40, 120) };
    return { method: 'POST' as const, path: '/api/biometrics', body };
  }
  const body = { timestamp: at, proteinAmount: randomInt(0, 60), exerciseDuration: randomInt(0, 3600) };
  return { method: 'POST' as const, path: '/api/thirty-thirty-thirty-logs', body };
}

/**
 * A writer behind a load balancer: each write has its own Idempotency-Key and a timestamp no other
 * write of this person has, and is sent again with that key while its answer is lost (no answer,
 * 502, 503) or its first try is still being handled (409 with Retry-After). Its person's data must
 * then hold each acknowledged write exactly once.
 */
export class RetryingWriter {
  /** Timestamps of the writes the app acknowledged. */
  readonly acknowledged: number[] = [];
  /** Writes still unanswered when given up on: a server died holding their key. */
  readonly unresolved: number[] = [];
  /** Answers that no retry can change. */
  readonly refused: string[] = [];
  retries = 0;
  /** Retries answered with the kept answer of a write already done. */
  replays = 0;
  private written = 0;
  private readonly firstInstant = Math.floor(Date.now() / 1000) * 1000 - 20 * DAY_MS;

  private constructor(readonly cookie: string) {}

  static async register(url: string): Promise<RetryingWriter> {
    return new RetryingWriter((await registerWriter(url)).cookie);
  }

  /** Writes one record after another until `isStopped`; a write under way still gets its answer. */
  async writeUntil(url: string, isStopped: () => boolean, { giveUpAfterMs = 8_000, onAcknowledged = () => {} } = {}) {
    while (!isStopped()) {
      const index = this.written++;
      if (await this.writeOnce(url, this.firstInstant + index * 1000, index % 2 === 0, giveUpAfterMs)) onAcknowledged();
    }
  }

  /** From the person's export: acknowledged writes missing, extra copies, and records never sent. */
  async count(url: string) {
    const outcome = await send(url, { method: 'GET', path: '/api/account/export', cookie: this.cookie, timeoutMs: 60_000 });
    if (!isAcknowledged(outcome)) throw new Error(`the export answered ${describe(outcome)}`);
    const { records } = outcome.body as AccountExport;
    const copies = new Map<number, number>();
    for (const log of [...(records.biometricLogs ?? []), ...(records.thirtyThirtyThirtyLogs ?? [])]) {
      copies.set(instant(log.timestamp), (copies.get(instant(log.timestamp)) ?? 0) + 1);
    }
    const sent = (timestamp: number) => timestamp >= this.firstInstant && timestamp < this.firstInstant + this.written * 1000;
    return {
      lost: this.acknowledged.filter((timestamp) => !copies.has(timestamp)).length,
      duplicated: [...copies.values()].reduce((sum, count) => sum + count - 1, 0),
      neverSent: [...copies.keys()].filter((timestamp) => !sent(timestamp)).length,
      unresolvedSaved: this.unresolved.filter((timestamp) => copies.has(timestamp)).length,
    };
  }

  private async writeOnce(url: string, timestamp: number, isBiometric: boolean, giveUpAfterMs: number): Promise<boolean> {
    const write = { ...loggedAt(timestamp, isBiometric), cookie: this.cookie, headers: { 'idempotency-key': randomUUID() } };
    const giveUpAt = Date.now() + giveUpAfterMs;
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) this.retries += 1;
      const outcome = await send(url, { ...write, timeoutMs: 5_000 });
      if (isAcknowledged(outcome)) {
        if (outcome.replayed) this.replays += 1;
        this.acknowledged.push(timestamp);
        return true;
      }
      const waitMs = retryWaitMs(outcome);
      if (waitMs === null || Date.now() + waitMs > giveUpAt) {
        if (waitMs === null) this.refused.push(describe(outcome));
        else this.unresolved.push(timestamp);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
