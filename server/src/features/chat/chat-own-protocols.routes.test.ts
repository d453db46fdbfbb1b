import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith, type Person } from '../custom-protocols/custom-protocols-test-helpers';

let fake: FakeOpenAiServer;
let app: App;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  app = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test-key-123' });
});
afterAll(async () => fake.close());
beforeEach(() => fake.reset());

const sauna = PROTOCOL_TEMPLATES.find((document) => document.id === 'sauna')!;

/** The system prompt the model server received for one question from the person. */
async function promptFor(person: Person): Promise<string> {
  fake.next({ kind: 'reply', text: 'Keep going.' });
  const response = await call(app, person, 'POST', '/api/chat/completion', { messages: [{ role: 'user', content: 'How am I doing?' }] });
  expect(response.statusCode, response.body).toBe(200);
  const [system] = fake.lastRequest()!.body.messages!;
  expect(system!.role).toBe('system');
  return system!.content;
}

// Everything but the minute it was asked in, which may turn between two questions.
const withoutClock = (prompt: string) => prompt.replace(/local time \d\d:\d\d/, 'local time –');

describe('the coach knows the person’s own protocols', () => {
  it('tells the model about a sauna protocol: its target, schedule and a skipped day, never as missed', async () => {
    const person = await signUp(app);
    const { id } = await createProtocol(app, person, sauna);
    const today = localDateOf(new Date(), 'UTC');
    const yesterday = addDays(today, -1);
    const entry = await call(app, person, 'POST', `/api/custom-protocols/${id}/entries`, {
      componentId: 'session',
      date: today,
      value: 1200,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const skip = await call(app, person, 'PUT', `/api/custom-protocols/${id}/days/${yesterday}/skip`, { reason: 'travelling' });
    expect(skip.statusCode, skip.body).toBe(200);

    const prompt = await promptFor(person);
    const line = prompt.split('\n').find((text) => text.startsWith('  - Sauna'));
    expect(line).toMatch(
      /^ {2}- Sauna \(4 in 7 days\): Sauna session at least 15 min; days: (not logged, ){5}skipped, done; habit strength [1-9]\d?%, streak 1 day\.$/,
    );
    expect(prompt).toContain('"not logged" means nothing was recorded, which is not a miss');
    expect(prompt).not.toMatch(/missed/i);
  });

  it('never tells one person about another’s protocol', async () => {
    const [owner, other] = await Promise.all([signUp(app), signUp(app)]);
    await createProtocol(app, owner, documentWith({ id: 'quiet-hour', title: 'Quiet hour before bed' }));
    await createProtocol(app, other, sauna);

    const prompt = await promptFor(owner);
    expect(prompt).toContain('  - Quiet hour before bed (daily): Checked in ticked;');
    expect(prompt).not.toContain('Sauna');
    expect(await promptFor(other)).not.toContain('Quiet hour before bed');
  });

  it('leaves the prompt as it was for a person without protocols of their own, or with archived ones only', async () => {
    const [none, archivedOnly] = await Promise.all([signUp(app), signUp(app)]);
    const { id } = await createProtocol(app, archivedOnly, sauna);
    expect((await call(app, archivedOnly, 'PATCH', `/api/custom-protocols/${id}`, { archived: true })).statusCode).toBe(200);

    const prompt = await promptFor(none);
    // A new person's summary, line for line, as the coach has always been given it.
    expect(prompt.slice(prompt.indexOf("The person's own logs")).split('\n').slice(1)).toEqual([
      '- 30-30-30 morning routine: completed on 0 of the last 7 days; not logged today.',
      '- Fasting: no active fast; 0 fasts completed and 0 ended early in the last 7 days.',
      '- Cold exposure: no sessions in the last 7 days.',
      '- Biometrics: nothing logged in the last 30 days.',
      '- Journal: no entries in the last 7 days.',
      '- Daily checklist: not used in the last 7 days.',
      '- Overall: no current streak.',
    ]);
    expect(prompt).not.toMatch(/set up themselves|Sauna/);
    expect(withoutClock(await promptFor(archivedOnly))).toBe(withoutClock(prompt));
  });
});
