import type { ClinicianReport } from '@uh/core/sharing/clinician-report.schema';
import { REPORT_LINK_REQUESTS_PER_MINUTE, REPORT_PASSCODE_TRIES } from '@uh/core/sharing/report-links.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { pdfPages } from '../../../test/pdf-text';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { LINK_GONE } from './report-links.storage';
import { WRONG_PASSCODE } from './report-links.service';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

type Person = Awaited<ReturnType<typeof signUp>>;
type Created = { id: number; token: string; passcode: string; expiresAt: string; status: string };
const call = (person: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });
const open = (token: string, passcode: string, tail = '') =>
  app.inject({ method: 'POST', url: `/api/report-links/${token}${tail}`, payload: { passcode } });

async function ownerWithLink(body: object = {}) {
  const owner = await signUp(app, { displayName: 'Kim Patient' });
  await call(owner, 'POST', '/api/protocols/cold', {
    userId: owner.user.id,
    exposureMethod: 'cold_shower',
    temperature: 55,
    duration: 180,
    completed: true,
  });
  const made = await call(owner, 'POST', '/api/sharing/links', body);
  expect(made.statusCode, made.body).toBe(201);
  return { owner, link: made.json() as Created };
}

describe('report links for someone without an account', () => {
  it('open the owner’s report with the passcode, for 14 days unless chosen, as JSON, PDF and CSV, each opening logged', async () => {
    const { owner, link } = await ownerWithLink();
    expect(link.passcode).toMatch(/^\d{8}$/);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    expect((await call(owner, 'GET', '/api/sharing/links')).body).not.toContain(link.token);

    const opened = await open(link.token, link.passcode);
    expect(opened.statusCode, opened.body).toBe(200);
    const report = opened.json() as ClinicianReport;
    const own = (await call(owner, 'GET', '/api/sharing/report?range=month')).json() as ClinicianReport;
    expect({ ...report, generatedAt: '' }).toEqual({ ...own, generatedAt: '' });
    expect(opened.body).not.toContain(owner.account.email);

    const pdf = await open(link.token, link.passcode, '/pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfPages(pdf.rawPayload))[0]!.text).toContain('Health report: Kim Patient');
    expect((await open(link.token, link.passcode, '/csv')).headers['content-type']).toBe('application/zip');

    const log = (await call(owner, 'GET', `/api/sharing/links/${link.id}/access`)).json() as { what: string }[];
    expect(log.map((entry) => entry.what)).toEqual(['Report (CSV)', 'Report (PDF)', 'Report']);

    // The export lists the link, and holds neither its token nor its passcode.
    const exported = (await call(owner, 'GET', '/api/account/export')).body;
    expect(exported).not.toContain(link.token);
    expect(exported).not.toContain(link.passcode);
    expect((JSON.parse(exported) as { account: { sharing: { reportLinks: unknown[] } } }).account.sharing.reportLinks).toEqual([
      { range: 'month', createdAt: expect.any(String), expiresAt: link.expiresAt, endedAt: null },
    ]);
  });

  it(`refuses a wrong passcode, and after ${REPORT_PASSCODE_TRIES} wrong ones in 15 minutes even the right one`, async () => {
    const { link } = await ownerWithLink();
    const wrong = link.passcode === '00000000' ? '11111111' : '00000000';
    const answers = await Promise.all(Array.from({ length: REPORT_PASSCODE_TRIES }, () => open(link.token, wrong)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(REPORT_PASSCODE_TRIES).fill(403));
    expect(answers[0]!.json()).toEqual({ message: WRONG_PASSCODE });
    const locked = await open(link.token, link.passcode);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it(`takes at most ${REPORT_LINK_REQUESTS_PER_MINUTE} requests a minute from one address, whatever the tokens`, async () => {
    const from = (index: number) =>
      app.inject({
        method: 'POST',
        url: `/api/report-links/${'B'.repeat(42)}${index % 10}`,
        payload: { passcode: '1' },
        remoteAddress: '203.0.113.9',
      });
    const answers = [];
    for (let index = 0; index <= REPORT_LINK_REQUESTS_PER_MINUTE; index++) answers.push((await from(index)).statusCode);
    expect(answers.slice(0, REPORT_LINK_REQUESTS_PER_MINUTE)).toEqual(Array(REPORT_LINK_REQUESTS_PER_MINUTE).fill(404));
    expect(answers.at(-1)).toBe(429);
  });

  it('stops when the owner ends it or when it expires, and answers an unknown token the same', async () => {
    const { owner, link } = await ownerWithLink({ range: 'week', days: 3 });
    expect(link).toMatchObject({ status: 'active' });
    const expiring = await ownerWithLink();
    await testDatabase().db.execute(sql`UPDATE share_links SET expires_at = now() - interval '1 second' WHERE id = ${expiring.link.id}`);
    const expired = await open(expiring.link.token, expiring.link.passcode);
    expect([expired.statusCode, expired.json()]).toEqual([404, { message: LINK_GONE }]);

    expect((await open(link.token, link.passcode)).json()).toMatchObject({ period: { range: 'week' } });
    const stranger = await signUp(app);
    expect((await call(stranger, 'DELETE', `/api/sharing/links/${link.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/sharing/links/${link.id}/access`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/sharing/links/${link.id}`)).statusCode).toBe(204);
    expect((await open(link.token, link.passcode)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/sharing/links')).json()).toMatchObject([{ id: link.id, status: 'ended' }]);

    const unknown = await open('A'.repeat(43), '12345678');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: LINK_GONE }]);
    expect((await open('not a token', '1')).statusCode).toBe(400);
    const tooLong = await call(owner, 'POST', '/api/sharing/links', { days: 91 });
    expect(tooLong.statusCode).toBe(400);
  });
});
