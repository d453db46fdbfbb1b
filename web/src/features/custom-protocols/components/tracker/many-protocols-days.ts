import type { CustomDays, EveryProtocolsDays } from '@uh/core/custom-protocols/custom-protocols.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { CUSTOM_PROTOCOLS_URL, customProtocolKeys } from '../../api/custom-protocol-keys';

type Waiting = { resolve: (days: CustomDays) => void; reject: (error: unknown) => void };

/** Reads asked for in the same moment, per range ('from|to'), per protocol. */
const asked = new Map<string, Map<number, Waiting[]>>();
let isFlushScheduled = false;

async function readOne(id: number, from: string, to: string): Promise<CustomDays> {
  const response = await apiFetch(`${CUSTOM_PROTOCOLS_URL}/${id}/days?${new URLSearchParams({ from, to })}`);
  await throwIfResNotOk(response);
  return (await response.json()) as CustomDays;
}

async function readEvery(from: string, to: string): Promise<Map<number, CustomDays>> {
  const response = await apiFetch(`${CUSTOM_PROTOCOLS_URL}/days?${new URLSearchParams({ from, to })}`);
  await throwIfResNotOk(response);
  const { protocols } = (await response.json()) as EveryProtocolsDays;
  return new Map(protocols.map(({ id, ...days }) => [id, days]));
}

const settle = (waiting: readonly Waiting[], read: Promise<CustomDays>) =>
  read.then(
    (days) => waiting.forEach((one) => one.resolve(days)),
    (error: unknown) => waiting.forEach((one) => one.reject(error)),
  );

/**
 * Two or more protocols asking for the same range in the same moment (a page's rows mounting, or
 * all of them read again after "I logged everything") are answered by one read of every
 * protocol's days; one protocol alone (read again after a log) reads its own. A protocol the
 * shared read leaves out (archived since the list was read) reads its own too.
 */
function flush() {
  isFlushScheduled = false;
  const ranges = [...asked];
  asked.clear();
  for (const [range, byProtocol] of ranges) {
    const [from, to] = range.split('|') as [string, string];
    const [only, ...others] = byProtocol;
    if (only && others.length === 0) {
      void settle(only[1], readOne(only[0], from, to));
      continue;
    }
    const every = readEvery(from, to);
    for (const [id, waiting] of byProtocol) {
      void settle(
        waiting,
        every.then((answers) => answers.get(id) ?? readOne(id, from, to)),
      );
    }
  }
}

function readBatched(id: number, from: string, to: string): Promise<CustomDays> {
  return new Promise((resolve, reject) => {
    const range = `${from}|${to}`;
    const byProtocol = asked.get(range) ?? new Map<number, Waiting[]>();
    asked.set(range, byProtocol);
    byProtocol.set(id, [...(byProtocol.get(id) ?? []), { resolve, reject }]);
    if (isFlushScheduled) return;
    isFlushScheduled = true;
    // After the other rows of the same render have asked too.
    setTimeout(flush, 0);
  });
}

/**
 * One protocol's days as a page of many protocols reads them (the dashboard, the checklist,
 * Progress): the cache entry its own page and every write use, filled by a shared read.
 */
export const manyProtocolsDaysQueryOptions = (id: number, from: string, to: string) =>
  queryOptions({
    queryKey: customProtocolKeys.days(id, from, to),
    queryFn: () => readBatched(id, from, to),
  });
