import { SHARE_GRANTS_MAX } from '@uh/core/sharing/share-grants.schema';
import { PRESET_SCOPES } from '@uh/core/sharing/share-grants.logic';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { sampleProtocolDocument } from '../../../test/route-samples';
import { SHARE_GONE } from '../../plugins/share-guard';
import { GRANTS_FULL, NO_SUCH_ACCOUNT, NOT_WITH_YOURSELF } from './share-grants.storage';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (person: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });

async function share(owner: Person, grantee: Person, body: object = {}) {
  const made = await call(owner, 'POST', '/api/sharing/grants', {
    grantee: grantee.account.username,
    preset: 'household',
    scopes: PRESET_SCOPES.household,
    ...body,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: number; status: string; expiresAt: string | null };
}

describe('sharing: grants given and received', () => {
  it('invites by username or e-mail, waits for acceptance, and shows the grantee the owner’s name but never their e-mail', async () => {
    const owner = await signUp(app, { displayName: 'Riley Owner' });
    const grantee = await signUp(app, { displayName: 'Sam Helper' });
    const before = Date.now();
    const grant = await share(owner, grantee);
    expect(grant.status).toBe('pending');
    const days = (Date.parse(grant.expiresAt!) - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);

    const byEmail = await call(owner, 'POST', '/api/sharing/grants', {
      grantee: grantee.account.email.toUpperCase(),
      scopes: { cold: 'read' },
      expires: 'never',
    });
    expect(byEmail.json()).toMatchObject({
      grantee: { username: grantee.account.username, displayName: 'Sam Helper' },
      preset: 'custom',
      expiresAt: null,
    });

    const pending = await call(grantee, 'GET', `/api/shared/${grant.id}`);
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual({ message: SHARE_GONE });

    const received = await call(grantee, 'GET', '/api/sharing/received');
    expect(received.body).not.toContain(owner.account.email);
    expect(received.json()).toMatchObject([
      { owner: { displayName: 'Riley Owner', username: owner.account.username }, status: 'pending' },
      { status: 'pending' },
    ]);
    const accepted = await call(grantee, 'POST', `/api/sharing/received/${grant.id}/accept`);
    expect(accepted.json()).toMatchObject({ id: grant.id, status: 'active' });
    const overview = await call(grantee, 'GET', `/api/shared/${grant.id}`);
    expect(overview.statusCode).toBe(200);
    expect(overview.body).not.toContain(owner.account.email);

    // Both accounts' exports carry the grants, by username (for reference: an import leaves them).
    const ownerExport = (await call(owner, 'GET', '/api/account/export')).json() as { account: { sharing: unknown } };
    expect(ownerExport.account.sharing).toEqual({
      given: [
        expect.objectContaining({
          grantee: grantee.account.username,
          preset: 'household',
          expiresAt: grant.expiresAt,
          acceptedAt: expect.any(String),
        }),
        expect.objectContaining({ grantee: grantee.account.username, scopes: { cold: 'read' }, expiresAt: null }),
      ],
      received: [],
      reportLinks: [],
    });
    const granteeExport = (await call(grantee, 'GET', '/api/account/export')).json() as { account: { sharing: { received: unknown[] } } };
    expect(granteeExport.account.sharing.received).toEqual(Array(2).fill(expect.objectContaining({ owner: owner.account.username })));
    expect(JSON.stringify(granteeExport)).not.toContain(owner.account.email);
  });

  it('names what is wrong with an invitation', async () => {
    const owner = await signUp(app);
    const nobody = await call(owner, 'POST', '/api/sharing/grants', { grantee: 'no-such-person-here', scopes: { cold: 'read' } });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: NO_SUCH_ACCOUNT });
    const self = await call(owner, 'POST', '/api/sharing/grants', { grantee: owner.account.username, scopes: { cold: 'read' } });
    expect(self.json()).toEqual({ message: NOT_WITH_YOURSELF });
    const journal = await call(owner, 'POST', '/api/sharing/grants', { grantee: 'x', scopes: { journal: 'read' } });
    expect(journal.statusCode).toBe(400);
    const tooLong = await call(owner, 'POST', '/api/sharing/grants', { grantee: 'x', scopes: { cold: 'read' }, expires: { days: 1000 } });
    expect(tooLong.statusCode).toBe(400);
    expect((tooLong.json() as { message: string }).message).toMatch(/at most 365 days/);
  });

  it(`keeps at most ${SHARE_GRANTS_MAX} live grants when more arrive at once`, async () => {
    const owner = await signUp(app);
    const grantee = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: SHARE_GRANTS_MAX + 5 }, () =>
        call(owner, 'POST', '/api/sharing/grants', { grantee: grantee.account.username, scopes: { cold: 'read' } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(SHARE_GRANTS_MAX);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({ message: GRANTS_FULL });
  });

  it('edits scopes (the preset becomes custom) and ends a grant at once, on the grantee’s next request, keeping its log', async () => {
    const owner = await signUp(app);
    const grantee = await signUp(app);
    const grant = await share(owner, grantee);
    await call(grantee, 'POST', `/api/sharing/received/${grant.id}/accept`);
    expect((await call(grantee, 'GET', `/api/shared/${grant.id}/fasting`)).statusCode).toBe(200);

    const edited = await call(owner, 'PATCH', `/api/sharing/grants/${grant.id}`, { scopes: { cold: 'read' } });
    expect(edited.json()).toMatchObject({ preset: 'custom', scopes: { cold: 'read' } });
    const refused = await call(grantee, 'GET', `/api/shared/${grant.id}/fasting`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This share does not include fasting' });

    expect((await call(grantee, 'PATCH', `/api/sharing/grants/${grant.id}`, { scopes: { fasting: 'write' } })).statusCode).toBe(404);
    expect((await call(grantee, 'DELETE', `/api/sharing/grants/${grant.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/sharing/grants/${grant.id}`)).statusCode).toBe(204);
    const after = await call(grantee, 'GET', `/api/shared/${grant.id}/cold-exposure`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ message: SHARE_GONE });
    expect((await call(owner, 'GET', '/api/sharing/grants')).json()).toMatchObject([{ id: grant.id, status: 'ended' }]);

    const log = (await call(owner, 'GET', `/api/sharing/grants/${grant.id}/access`)).json() as {
      what: string;
      action: string;
      ip: string;
    }[];
    expect(log.map((entry) => entry.what)).toEqual(['Fasting logs']);
    expect(log[0]).toMatchObject({ action: 'read', ip: '127.0.0.1' });
    expect((await call(grantee, 'GET', `/api/sharing/grants/${grant.id}/access`)).statusCode).toBe(404);
  });

  it('lets the grantee leave a share, and ends every grant both ways when an account is deleted', async () => {
    const owner = await signUp(app);
    const grantee = await signUp(app);
    const grant = await share(owner, grantee);
    await call(grantee, 'POST', `/api/sharing/received/${grant.id}/accept`);
    expect((await call(grantee, 'DELETE', `/api/sharing/received/${grant.id}`)).statusCode).toBe(204);
    expect((await call(grantee, 'GET', `/api/shared/${grant.id}`)).statusCode).toBe(404);
    expect((await call(grantee, 'POST', `/api/sharing/received/${grant.id}/accept`)).statusCode).toBe(404);

    const again = await share(owner, grantee);
    await call(grantee, 'POST', `/api/sharing/received/${again.id}/accept`);
    const given = await share(grantee, owner);
    const deleted = await call(owner, 'DELETE', '/api/account', { password: owner.account.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call(grantee, 'GET', `/api/shared/${again.id}`)).statusCode).toBe(404);
    expect((await call(grantee, 'GET', '/api/sharing/received')).json()).toEqual([]);
    expect((await call(grantee, 'GET', '/api/sharing/grants')).json()).not.toContainEqual(expect.objectContaining({ id: given.id }));
  });
});

describe('sharing: the owner’s own protocols', () => {
  it('shows a grantee with progress each own protocol’s last 14 days, states only', async () => {
    const owner = await signUp(app);
    const grantee = await signUp(app);
    const made = await call(owner, 'POST', '/api/custom-protocols', { document: sampleProtocolDocument() });
    expect(made.statusCode, made.body).toBe(201);
    const grant = await share(owner, grantee);
    await call(grantee, 'POST', `/api/sharing/received/${grant.id}/accept`);
    const read = await call(grantee, 'GET', `/api/shared/${grant.id}/own-protocols`);
    expect(read.statusCode, read.body).toBe(200);
    const { protocols } = read.json() as { protocols: { title: string; days: { date: string; state: string }[] }[] };
    expect(protocols).toHaveLength(1);
    expect(protocols[0]!.title).toBe(sampleProtocolDocument().title);
    expect(protocols[0]!.days).toHaveLength(14);
    expect(Object.keys(protocols[0]!.days[0]!)).toEqual(['date', 'state']);
  });
});
