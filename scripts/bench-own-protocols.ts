// Own protocols for the browser benchmarks: twenty of them, made through the API of a running app
// the way the app makes them (POST /api/custom-protocols with a document), every one on the
// dashboard and the checklist, with a month of entries, so the signed-in pages show what they show
// for someone who keeps many.
import type { ProtocolComponent, ProtocolDocument } from '../core/src/custom-protocols/protocol-document.schema';
import { PROTOCOL_TEMPLATES } from '../core/src/custom-protocols/protocol-templates';

const PROTOCOLS = 20;
const DAYS = 30;
const DAY_MS = 86_400_000;
/** Requests in flight at once while seeding: quick, without queueing the server up. */
const IN_FLIGHT = 6;

/** Every template, then copies under other ids and titles until there are `count`. */
function documents(count: number): ProtocolDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const template = PROTOCOL_TEMPLATES[index % PROTOCOL_TEMPLATES.length]!;
    const copy = Math.floor(index / PROTOCOL_TEMPLATES.length);
    return copy === 0 ? template : { ...template, id: `${template.id}-${copy + 1}`, title: `${template.title} ${copy + 1}` };
  });
}

/** What a person would log for the component on a day: a value that fits its kind. */
function entryFor(component: ProtocolComponent, daysAgo: number): { value: number } | { text: string } {
  switch (component.kind) {
    case 'check':
      return { value: 1 };
    case 'count':
      return { value: daysAgo % 3 };
    case 'duration':
      return { value: 300 + (daysAgo % 4) * 300 };
    case 'measure':
      return { value: 6000 + (daysAgo % 6) * 1000 };
    case 'scale':
      return { value: component.min + (daysAgo % (component.max - component.min + 1)) };
    case 'text':
      return { text: 'Slept well, long walk at lunch' };
  }
}

/** Runs the calls `IN_FLIGHT` at a time; throws on the first that fails. */
async function inBatches(calls: (() => Promise<void>)[]): Promise<void> {
  const queue = [...calls];
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let call = queue.shift(); call; call = queue.shift()) await call();
    }),
  );
}

/**
 * Gives the person of `session` twenty own protocols (the nine templates, then copies), each with
 * its safety check read, and an entry of its first part every other day of the last month, today
 * included for half of them: about 330 requests in all.
 */
export async function keepTwentyOwnProtocols(url: string, session: string): Promise<void> {
  const headers = { cookie: `uh_session=${session}`, 'content-type': 'application/json' };
  const send = async (method: string, path: string, body: unknown, expected: number) => {
    const response = await fetch(`${url}${path}`, { method, headers, body: JSON.stringify(body) });
    if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };

  const made: { id: number; document: ProtocolDocument }[] = [];
  // One after another, so the protocols keep the templates' order on the dashboard.
  for (const document of documents(PROTOCOLS)) {
    const response = await send('POST', '/api/custom-protocols', { document, onDashboard: true, onChecklist: true }, 201);
    made.push({ id: ((await response.json()) as { id: number }).id, document });
  }

  // A protocol that asks its safety questions first offers no quick log until they are read.
  const safetyChecks = made
    .filter(({ document }) => document.safety.questions.length > 0 || document.safety.riskScreen)
    .map(
      ({ id }) =>
        async () =>
          void (await send('PATCH', `/api/custom-protocols/${id}`, { safetyAcknowledged: true }, 200)),
    );

  const today = Date.now();
  const entries = made.flatMap(({ id, document }, index) => {
    const [first] = document.components;
    if (!first) return [];
    return Array.from({ length: DAYS }, (_, daysAgo) => daysAgo)
      .filter((daysAgo) => (daysAgo + index) % 2 === 0)
      .map((daysAgo) => async () => {
        const date = new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10);
        await send('POST', `/api/custom-protocols/${id}/entries`, { componentId: first.id, date, ...entryFor(first, daysAgo) }, 201);
      });
  });
  await inBatches([...safetyChecks, ...entries]);
}
