import { describe, expect, it } from 'vitest';
import { createFreshServer, newPerson, register } from './admin-test-helpers';

// An admin runs the server; they do not read people's logs. The admin role opens no door that the
// person-to-person rules (another person's record answers 404, another userId 403) keep shut.

const { app } = await createFreshServer();
const admin = await register(app, newPerson('keeper'));
const person = await register(app, newPerson('subject'));

async function write(url: string, payload: object): Promise<number> {
  const answer = await app.inject({ method: 'POST', url, headers: { cookie: person.cookie }, payload });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(201);
  return (answer.json() as { id: number }).id;
}

const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });

describe('an admin and another person’s logs', () => {
  it('is an admin', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin.cookie } })).json().isAdmin).toBe(true);
  });

  it('cannot list another person’s fasting, cold, biometric or journal records, and sees only their own', async () => {
    await write('/api/protocols/fasting', { startTime: new Date(Date.now() - 3_600_000).toISOString(), targetHours: 16 });
    await write('/api/protocols/cold', { exposureMethod: 'ice_bath', temperature: 50, duration: 120 });
    await write('/api/biometrics', { weight: 181 });
    await write('/api/journal/entries', { type: 'note', summary: 'private thought', details: { text: 'private thought' } });

    for (const path of ['/api/protocols/fasting', '/api/protocols/cold', '/api/biometrics']) {
      const theirs = await asAdmin('GET', `${path}/${person.id}`);
      expect([403, 404], path).toContain(theirs.statusCode);
      expect(theirs.body).not.toContain('181');
      const own = await asAdmin('GET', `${path}/${admin.id}`);
      expect(own.statusCode, path).toBe(200);
      expect(own.json(), path).toEqual([]);
    }
    const journal = await asAdmin('GET', '/api/journal/entries');
    expect(journal.statusCode).toBe(200);
    expect(journal.json()).toEqual([]);
    expect(journal.body).not.toContain('private thought');
  });

  it('gets 404 for another person’s record by id, and changes nothing', async () => {
    const cold = await write('/api/protocols/cold', { exposureMethod: 'cold_shower', temperature: 55, duration: 60 });
    const reading = await write('/api/biometrics', { weight: 182 });
    const entry = await write('/api/journal/entries', { type: 'note', summary: 'another', details: { text: 'another' } });

    expect((await asAdmin('PATCH', `/api/protocols/cold/${cold}`, { duration: 1 })).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/biometrics/${reading}`)).statusCode).toBe(404);
    expect((await asAdmin('GET', `/api/journal/entries/${entry}/audio`)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/journal/entries/${entry}`)).statusCode).toBe(404);

    const stillThere = await app.inject({ method: 'GET', url: `/api/biometrics/${person.id}`, headers: { cookie: person.cookie } });
    expect(stillThere.json().map((row: { id: number }) => row.id)).toContain(reading);
  });
});
