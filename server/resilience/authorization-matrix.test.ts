import { PROTOCOL_REGISTRY, type ProtocolId } from '@uh/core/protocols/protocol-registry';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { importJobs, userIdentities } from '../src/db/schema';
import { VALID_BODIES, VALID_QUERIES } from '../test/route-samples';
import { createTestApp, signUp, testDatabase, uniqueName } from '../test/test-app';

/**
 * Who may reach what, for every /api route in the app's route table: without a session, every
 * route that is not public answers 401; a second person calling with the first person's user id
 * gets 403 and with the first person's record ids 404, and the first person's data stays as it
 * was. A route whose path parameter the matrix does not know fails the test until it is classified.
 */

type Owner = Awaited<ReturnType<typeof signUp>>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The parameters that name a person's own scope (their day, a course, a provider), not someone else's record. */
// A report link's `token` is its secret, not a record id anyone could hold: report-links.routes.test.ts holds it.
const OWN_SCOPE = new Set(['date', 'courseId', 'lesson', 'kind', 'provider', 'token']);

/** Which of the first person's records a record-id route is about, by the path it starts with. */
const RECORD_KINDS: [prefix: string, kind: keyof Records][] = [
  // Each tracker's log, under every path its registry entry gives it.
  ...PROTOCOL_REGISTRY.flatMap(({ key, api }): [string, ProtocolId][] => [
    [`${api.create}/`, key],
    ...('alternate' in api ? [[`${api.alternate.create}/`, key] as [string, ProtocolId]] : []),
  ]),
  ['/api/journal/entries/', 'journal'],
  ['/api/tokens/', 'token'],
  ['/api/auth/identities/', 'identity'],
  ['/api/wearables/apple-health/imports/', 'importJob'],
  ['/api/deleted-logs/', 'undo'],
  ['/api/webhooks/', 'webhook'],
  ['/api/custom-protocols/', 'customProtocol'],
  ['/api/insights/pairs/', 'insightPair'],
  ['/api/experiments/', 'experiment'],
  ['/api/chat/drafts/', 'chatDraft'],
  ['/api/chat/memory/', 'memory'],
  // A grant the first person gave (to a third person), read through or managed; one they received.
  ['/api/sharing/grants/', 'grantGiven'],
  ['/api/shared/', 'grantGiven'],
  ['/api/sharing/received/', 'grantReceived'],
  ['/api/sharing/links/', 'reportLink'],
  // Admin routes name accounts and invites; a person who is not an admin gets 404 there.
  ['/api/admin/accounts/', 'account'],
  ['/api/admin/invites/', 'account'],
];

/** Records inside another record (`/api/custom-protocols/:id/entries/:entryId`), by their parameter's name. */
const NESTED_RECORD_KINDS: Record<string, keyof Records> = { entryId: 'customEntry', pauseId: 'customPause' };

type Records = Record<ProtocolId, number> & {
  journal: number;
  token: number;
  identity: number;
  importJob: number;
  webhook: number;
  customProtocol: number;
  customEntry: number;
  customPause: number;
  undo: string;
  insightPair: string;
  experiment: number;
  chatDraft: string;
  memory: number;
  grantGiven: number;
  grantReceived: number;
  reportLink: number;
  account: number;
};

let app: App;
let first: Owner;
let second: Owner;
/** An admin of the server: the role runs the server, and opens no one's health data. */
let admin: Owner;
let records: Records;
const ADMIN_USERNAME = uniqueName('matrix_admin');

async function created(owner: Owner, url: string, body: Record<string, unknown>): Promise<{ id: number }> {
  const response = await app.inject({ method: 'POST', url, headers: { cookie: owner.cookie }, payload: body });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

const exportOf = async (owner: Owner) => {
  const body = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: owner.cookie } })).json();
  return body.records;
};

beforeAll(async () => {
  app = await createTestApp({ ADMIN_USERNAMES: ADMIN_USERNAME });
  first = await signUp(app);
  second = await signUp(app);
  admin = await signUp(app, { username: ADMIN_USERNAME });
  const userId = first.user.id;
  const sample = (route: string) => VALID_BODIES[route]!(userId);
  const logs = {} as Record<ProtocolId, number>;
  for (const { key, api } of PROTOCOL_REGISTRY) logs[key] = (await created(first, api.create, sample(`POST ${api.create}`))).id;
  const journal = await created(first, '/api/journal/entries', sample('POST /api/journal/entries'));
  const token = (await created(first, '/api/tokens', sample('POST /api/tokens'))) as unknown as { summary: { id: number } };
  const webhook = (await created(first, '/api/webhooks', sample('POST /api/webhooks'))) as unknown as { endpoint: { id: number } };
  // A second cold session, deleted: its undo id is one only its owner may use.
  const deleted = await created(first, '/api/protocols/cold', sample('POST /api/protocols/cold'));
  const undo = (await app.inject({ method: 'DELETE', url: `/api/protocols/cold/${deleted.id}`, headers: { cookie: first.cookie } })).json();
  const customProtocol = await created(first, '/api/custom-protocols', sample('POST /api/custom-protocols'));
  const customEntry = await created(
    first,
    `/api/custom-protocols/${customProtocol.id}/entries`,
    sample('POST /api/custom-protocols/:id/entries'),
  );
  const customPause = await created(
    first,
    `/api/custom-protocols/${customProtocol.id}/pauses`,
    sample('POST /api/custom-protocols/:id/pauses'),
  );
  const insightPair = (await created(first, '/api/insights/pairs', sample('POST /api/insights/pairs'))) as unknown as { key: string };
  const experiment = await created(first, '/api/experiments', sample('POST /api/experiments'));
  // A log the coach drafted for the first person: only they may confirm or discard it.
  const drafted = await app.inject({
    method: 'POST',
    url: '/api/chat/completion',
    headers: { cookie: first.cookie },
    payload: { messages: [{ role: 'user', content: 'log 40 g protein' }] },
  });
  const chatDraft = (drafted.json() as { drafts: { id: string }[] }).drafts[0]!.id;
  const memory = await created(first, '/api/chat/memory', sample('POST /api/chat/memory'));
  const third = await signUp(app);
  const grantGiven = await created(first, '/api/sharing/grants', { grantee: third.account.username, scopes: { progress: 'read' } });
  await app.inject({ method: 'POST', url: `/api/sharing/received/${grantGiven.id}/accept`, headers: { cookie: third.cookie } });
  const grantReceived = await created(third, '/api/sharing/grants', { grantee: first.account.username, scopes: { progress: 'read' } });
  const reportLink = await created(first, '/api/sharing/links', sample('POST /api/sharing/links'));
  const { db } = testDatabase();
  const [identity] = await db
    .insert(userIdentities)
    .values({ userId, issuer: 'https://issuer.example', subject: `subject-${userId}` })
    .returning({ id: userIdentities.id });
  const [job] = await db
    .insert(importJobs)
    .values({ userId, source: 'apple_health', fileName: 'export.zip', filePath: '/nonexistent', status: 'failed' })
    .returning({ id: importJobs.id });
  records = {
    ...logs,
    journal: journal.id,
    token: token.summary.id,
    identity: identity!.id,
    importJob: job!.id,
    webhook: webhook.endpoint.id,
    customProtocol: customProtocol.id,
    customEntry: customEntry.id,
    customPause: customPause.id,
    undo: undo.undoId,
    insightPair: insightPair.key,
    experiment: experiment.id,
    chatDraft,
    memory: memory.id,
    grantGiven: grantGiven.id,
    grantReceived: grantReceived.id,
    reportLink: reportLink.id,
    account: userId,
  };
  for (const [kind, id] of Object.entries(records)) expect(id, kind).toBeDefined();
});

const routes = () => app.apiRoutes.filter((route) => route.method !== 'HEAD');
const bodyFor = (method: string, url: string, caller: Owner = second) => VALID_BODIES[`${method} ${url}`]?.(caller.user.id) ?? {};

describe('the authorization matrix', () => {
  it('answers 401 without a session on every route that is not public', async () => {
    const cells: string[] = [];
    for (const route of routes().filter((entry) => !entry.isPublic)) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await app.inject({ method: route.method as 'GET', url, payload: bodyFor(route.method, route.url) });
      cells.push(`${route.method} ${route.url} → ${response.statusCode}`);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    console.log(`authorization matrix: ${cells.length} signed-in routes answer 401 without a session`);
  });

  it("refuses a second person the first person's user id (403) and record ids (404), and changes nothing", async () => {
    const before = await exportOf(first);
    const cells = await callWithFirstPersonsIds(second, () => false);
    expect(await exportOf(first)).toEqual(before);
    console.log(`authorization matrix: ${cells} cells with another person's ids, all refused; the owner's data unchanged`);
  });

  it("refuses an admin the first person's user id (403) and record ids (404) on every route but the admin pages', and changes nothing", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin.cookie } })).json().isAdmin).toBe(true);
    const before = await exportOf(first);
    // The admin pages act on accounts by id (disable, delete): that is the role, and it reads no logs (admin-privacy.routes.test.ts).
    const cells = await callWithFirstPersonsIds(admin, (url) => url.startsWith('/api/admin/'));
    expect(await exportOf(first)).toEqual(before);
    console.log(`authorization matrix: ${cells} cells with another person's ids as an admin, all refused; the owner's data unchanged`);
  });
});

/** Calls every route that names a person or a record with the first person's, as `caller`: each must be refused. Returns the cells called. */
async function callWithFirstPersonsIds(caller: Owner, skip: (url: string) => boolean): Promise<number> {
  let cells = 0;
  const unclassified: string[] = [];
  for (const route of routes()) {
    if (skip(route.url)) continue;
    const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const foreign = names.filter((name) => !OWN_SCOPE.has(name));
    if (foreign.length === 0) continue;
    let url = route.url;
    let expected: number;
    if (foreign.length === 1 && foreign[0] === 'userId') {
      url = url.replace(':userId', String(first.user.id));
      expected = 403;
    } else {
      const kindOf = (name: string) => NESTED_RECORD_KINDS[name] ?? RECORD_KINDS.find(([prefix]) => route.url.startsWith(prefix))?.[1];
      const kinds = foreign.map(kindOf);
      // One record, or one record inside another of its owner's.
      const nested = foreign.length === 2 && foreign[1]! in NESTED_RECORD_KINDS;
      if (kinds.includes(undefined) || (foreign.length !== 1 && !nested)) {
        unclassified.push(`${route.method} ${route.url}`);
        continue;
      }
      foreign.forEach((name, index) => (url = url.replace(`:${name}`, String(records[kinds[index]!]))));
      expected = 404;
    }
    url = url.replace(/:(\w+)/g, (_match, name: string) => (name === 'date' ? '2025-06-01' : name === 'provider' ? 'oura' : 'x'));
    url += VALID_QUERIES[`${route.method} ${route.url}`] ?? '';
    const response = await app.inject({
      method: route.method as 'GET',
      url,
      headers: { cookie: caller.cookie },
      payload: BODY_METHODS.has(route.method) ? bodyFor(route.method, route.url, caller) : undefined,
    });
    cells += 1;
    expect(response.statusCode, `${route.method} ${url}: ${response.body.slice(0, 200)}`).toBe(expected);
  }
  expect(unclassified, 'routes with a path parameter the matrix cannot classify').toEqual([]);
  return cells;
}
