import { PRESET_SCOPES, scopesAllow, type ShareNeed } from '@uh/core/sharing/share-grants.logic';
import { SHARE_DOMAINS, type ShareDomain, type ShareScopes } from '@uh/core/sharing/share-grants.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { makePersonalToken } from '../mcp/mcp-test-helpers';

/**
 * The authorization matrix of sharing: every route reached through a grant (read off the server's
 * own route table, with the domain and action each declares) × every kind of caller × read,
 * propose and write. An answer is expected exactly when the grant allows it; 0 answers outside.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

type Person = Awaited<ReturnType<typeof signUp>>;
type Caller = { name: string; headers: Record<string, string>; grantId: () => number; scopes: ShareScopes | null };

/** One sentence per domain a proposal can be made in, and the domain it proposes into. */
const PROPOSALS: { text: string; domain: ShareDomain }[] = [
  { text: 'log a 3 minute plunge at 4 °C', domain: 'cold' },
  { text: 'start a 16 hour fast', domain: 'fasting' },
  { text: 'log 40 g protein', domain: 'progress' },
  { text: 'weight 181 pounds', domain: 'biometrics' },
];

const ALL_WRITE = Object.fromEntries(SHARE_DOMAINS.map((domain) => [domain, 'write'])) as ShareScopes;

async function grant(owner: Person, grantee: Person, scopes: ShareScopes, accept = true) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/sharing/grants',
    headers: { cookie: owner.cookie },
    payload: { grantee: grantee.account.username, scopes },
  });
  const { id } = made.json() as { id: number };
  if (accept) await app.inject({ method: 'POST', url: `/api/sharing/received/${id}/accept`, headers: { cookie: grantee.cookie } });
  return id;
}

const shareRoutes = () =>
  app.apiRoutes.filter((route) => route.share !== null) as ((typeof app.apiRoutes)[number] & { share: ShareNeed })[];

describe('sharing: the authorization matrix', () => {
  let callers: Caller[];
  let owner: Person;

  beforeAll(async () => {
    owner = await signUp(app, { displayName: 'Owner' });
    const people = await Promise.all(Array.from({ length: 7 }, () => signUp(app)));
    const [household, coach, writer, expired, revoked, pending, stranger] = people as [
      Person,
      Person,
      Person,
      Person,
      Person,
      Person,
      Person,
    ];
    const ids = {
      household: await grant(owner, household, PRESET_SCOPES.household),
      coach: await grant(owner, coach, PRESET_SCOPES.coach),
      writer: await grant(owner, writer, ALL_WRITE),
      expired: await grant(owner, expired, ALL_WRITE),
      revoked: await grant(owner, revoked, ALL_WRITE),
      pending: await grant(owner, pending, ALL_WRITE, false),
    };
    await testDatabase().db.execute(sql`UPDATE share_grants SET expires_at = now() - interval '1 second' WHERE id = ${ids.expired}`);
    await app.inject({ method: 'DELETE', url: `/api/sharing/grants/${ids.revoked}`, headers: { cookie: owner.cookie } });
    const token = await makePersonalToken(app, household.cookie, ['progress:read', 'logs:read', 'logs:write']);
    const cookie = (person: Person) => ({ cookie: person.cookie });
    callers = [
      { name: 'household', headers: cookie(household), grantId: () => ids.household, scopes: PRESET_SCOPES.household },
      { name: 'coach', headers: cookie(coach), grantId: () => ids.coach, scopes: PRESET_SCOPES.coach },
      { name: 'writer', headers: cookie(writer), grantId: () => ids.writer, scopes: ALL_WRITE },
      { name: 'expired grant', headers: cookie(expired), grantId: () => ids.expired, scopes: null },
      { name: 'revoked grant', headers: cookie(revoked), grantId: () => ids.revoked, scopes: null },
      { name: 'not yet accepted', headers: cookie(pending), grantId: () => ids.pending, scopes: null },
      { name: 'the owner themselves', headers: cookie(owner), grantId: () => ids.household, scopes: null },
      { name: 'stranger', headers: cookie(stranger), grantId: () => ids.household, scopes: null },
      { name: 'household’s personal token', headers: { authorization: `Bearer ${token}` }, grantId: () => ids.household, scopes: null },
      { name: 'signed out', headers: {}, grantId: () => ids.household, scopes: null },
    ];
  });

  it('reads every route through a grant, declared domain by declared domain, and answers only inside the grant', async () => {
    const reads = shareRoutes().filter((route) => route.method === 'GET');
    expect(reads.map((route) => route.share.domain)).toEqual(
      expect.arrayContaining(['progress', 'fasting', 'cold', 'biometrics', 'checkins', 'experiments', null]),
    );
    const outside: string[] = [];
    const readsAllowed = new Map<string, number>();
    for (const caller of callers) {
      for (const route of reads) {
        const url = route.url.replace(':grantId', String(caller.grantId()));
        const answer = await app.inject({ method: 'GET', url, headers: caller.headers });
        const allowed = caller.scopes !== null && (route.share.domain === null || scopesAllow(caller.scopes, route.share.domain, 'read'));
        const refusedAsItShould = [401, 403, 404].includes(answer.statusCode);
        if (allowed ? answer.statusCode !== 200 : !refusedAsItShould) outside.push(`${caller.name} GET ${url}: ${answer.statusCode}`);
        if (allowed) readsAllowed.set(caller.name, (readsAllowed.get(caller.name) ?? 0) + 1);
        if (answer.statusCode === 200) expect(answer.body).not.toContain(owner.account.email);
      }
    }
    expect(outside).toEqual([]);

    // Every read a grantee made appears in the owner's access log, and no refused one does.
    for (const name of ['household', 'coach', 'writer']) {
      const caller = callers.find((candidate) => candidate.name === name)!;
      const log = await app.inject({
        method: 'GET',
        url: `/api/sharing/grants/${caller.grantId()}/access`,
        headers: { cookie: owner.cookie },
      });
      expect((log.json() as unknown[]).length, name).toBe(readsAllowed.get(name));
    }
  });

  it('proposes and writes in each domain only as far as the grant goes', async () => {
    const [route] = shareRoutes().filter((candidate) => candidate.method === 'POST');
    expect(route?.url).toBe('/api/shared/:grantId/proposals');
    const outside: string[] = [];
    for (const caller of callers) {
      for (const { text, domain } of PROPOSALS) {
        const url = route!.url.replace(':grantId', String(caller.grantId()));
        const answer = await app.inject({ method: 'POST', url, headers: caller.headers, payload: { text } });
        const level =
          caller.scopes === null
            ? null
            : scopesAllow(caller.scopes, domain, 'write')
              ? 'written'
              : scopesAllow(caller.scopes, domain, 'propose')
                ? 'proposed'
                : null;
        const got = answer.statusCode === 201 ? (answer.json() as { status: string }).status : null;
        if (got !== level) outside.push(`${caller.name} proposes ${domain}: ${answer.statusCode} ${answer.body}`);
      }
    }
    expect(outside).toEqual([]);
    const drafts = (await app.inject({ method: 'GET', url: '/api/chat/drafts', headers: { cookie: owner.cookie } })).json() as {
      origin: string;
      proposedBy: string;
    }[];
    // The coach proposed cold, fasting and protein; the writer's entries were written at once.
    expect(drafts.filter((draft) => draft.origin === 'share')).toHaveLength(3);
  });
});
