import { PRESET_SCOPES } from '@uh/core/sharing/share-grants.logic';
import { SHARE_PROPOSALS_PER_MINUTE } from '@uh/core/sharing/share-grants.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { NOTHING_TO_PROPOSE } from './share-proposals.service';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });

async function sharedWith(scopes: object) {
  const owner = await signUp(app, { displayName: 'Riley Owner' });
  const grantee = await signUp(app, { displayName: 'Coach Sam' });
  const { id } = (await call(owner, 'POST', '/api/sharing/grants', { grantee: grantee.account.username, scopes })).json() as { id: number };
  await call(grantee, 'POST', `/api/sharing/received/${id}/accept`);
  return { owner, grantee, id, propose: (text: string) => call(grantee, 'POST', `/api/shared/${id}/proposals`, { text }) };
}

const drafts = async (person: Person) =>
  (await call(person, 'GET', '/api/chat/drafts')).json() as { id: string; origin: string; proposedBy: string | null; summary: string }[];
const coldLogs = async (person: Person) => (await call(person, 'GET', '/api/protocols/cold/me')).json() as { duration: number }[];

describe('sharing: entries proposed by the people a person shares with', () => {
  it('arrive as the owner’s drafts, named for their proposer, and are stored only when the owner confirms', async () => {
    const { owner, id, propose } = await sharedWith(PRESET_SCOPES.coach);
    const proposed = await propose('log a 3 minute plunge at 4 °C');
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({ status: 'proposed', summaries: [expect.stringContaining('3 min')], refusals: [] });
    expect(await coldLogs(owner)).toEqual([]);
    const [draft] = await drafts(owner);
    expect(draft).toMatchObject({ origin: 'share', proposedBy: 'Coach Sam' });

    const confirmed = await call(owner, 'POST', `/api/chat/drafts/${draft!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await coldLogs(owner)).toMatchObject([{ duration: 180 }]);
    const log = (await call(owner, 'GET', `/api/sharing/grants/${id}/access`)).json() as { action: string; what: string }[];
    expect(log).toMatchObject([{ action: 'propose', what: draft!.summary }]);
  });

  it('writes at once through a grant that allows writing', async () => {
    const { owner, propose } = await sharedWith({ cold: 'write' });
    expect((await propose('log a 3 minute plunge at 4 °C')).json()).toMatchObject({ status: 'written' });
    expect(await coldLogs(owner)).toHaveLength(1);
  });

  it('refuses what is outside the grant, what cannot be logged, and what the owner’s risk screen bounds', async () => {
    const { owner, propose } = await sharedWith({ cold: 'propose', progress: 'read' });
    const protein = await propose('log 40 g protein');
    expect(protein.statusCode).toBe(403);
    expect(protein.json()).toEqual({ message: 'This share does not let you propose protocols and progress entries' });
    const nothing = await propose('how is Riley doing?');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ message: NOTHING_TO_PROPOSE });

    await call(owner, 'POST', '/api/chat/memory', { text: 'I have Raynaud’s' });
    const tooCold = await propose('log a 3 minute plunge at 4 °C');
    expect(tooCold.statusCode).toBe(400);
    expect(await drafts(owner)).toEqual([]);
  });

  it(`takes at most ${SHARE_PROPOSALS_PER_MINUTE} proposals a minute from one person`, async () => {
    const { propose } = await sharedWith({ progress: 'propose' });
    const answers = [];
    for (let index = 0; index <= SHARE_PROPOSALS_PER_MINUTE; index++) answers.push((await propose('log 10 g protein')).statusCode);
    expect(answers.slice(0, SHARE_PROPOSALS_PER_MINUTE)).toEqual(Array(SHARE_PROPOSALS_PER_MINUTE).fill(201));
    expect(answers.at(-1)).toBe(429);
  });
});
