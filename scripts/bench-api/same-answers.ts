import { isDeepStrictEqual } from 'node:util';

// Before bench:api times anything, the app and the baseline must answer each request alike: the
// same status and the same JSON (a new reading's id and time aside), or for a page the same size.

type Answer = { status: number; type: string; body: string; statements: number | null };

/** What `base` answers `request`, with the statements the baseline says it ran (null from the app). */
export async function answerOf(base: string, cookie: string, request: { method: string; url: string; body?: unknown }): Promise<Answer> {
  const response = await fetch(`${base}${request.url}`, {
    method: request.method,
    headers: {
      cookie,
      accept: 'text/html,application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const counted = response.headers.get('x-statements');
  const after = Number(response.headers.get('x-statements-after') ?? 0);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
    statements: counted === null ? null : Number(counted) + after,
  };
}

/** Fields that differ between two new records by nature. */
const NEW_RECORD_FIELDS = new Set(['id', 'timestamp', 'localDay']);

function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, NEW_RECORD_FIELDS.has(key) ? '…' : comparable(inner)]));
  }
  return value;
}

/** Null when the answers agree, else what differs. */
export function sameAnswers(app: Answer, baseline: Answer, isNewRecord: boolean): string | null {
  if (app.status !== baseline.status) return `status ${app.status} ≠ ${baseline.status}`;
  if (app.type.startsWith('text/html')) {
    return Math.abs(app.body.length - baseline.body.length) <= 1 ? null : `page size ${app.body.length} ≠ ${baseline.body.length}`;
  }
  const [ours, theirs] = [JSON.parse(app.body), JSON.parse(baseline.body)].map((json) => (isNewRecord ? comparable(json) : json));
  // The same values under the same keys; the order of keys is no part of JSON's meaning.
  return isDeepStrictEqual(ours, theirs)
    ? null
    : `app ${JSON.stringify(ours).slice(0, 400)} baseline ${JSON.stringify(theirs).slice(0, 400)}`;
}
