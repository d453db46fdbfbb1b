import { cautionProblems, NO_RISK_CASES, RISK_CASES } from '@uh/core/chat/chat-risk.cases';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { conversationOf, readStream } from './chat-test-helpers';

// The risk screen's table, through the HTTP API, answered by the offline coach on a real database.
let app: App;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp({ CHAT_COMPLETIONS_PER_MINUTE: '1000' });
  ({ cookie } = await signUp(app));
});

const complete = async (said: readonly string[]) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/completion',
    headers: { cookie },
    payload: { messages: conversationOf(said) },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { message: string; coach: string };
};

describe('the offline coach screens for risks before any protocol advice', () => {
  it.each(RISK_CASES.map((riskCase) => [riskCase.said.join(' → '), riskCase] as const))(
    'leads with the caution for "%s"',
    async (_, { said, factors }) => {
      const { message, coach } = await complete(said);
      expect(coach).toBe('offline');
      expect(cautionProblems(message, factors)).toEqual([]);
    },
  );

  it.each(NO_RISK_CASES.map((said) => [said.join(' → '), said] as const))('answers "%s" as usual', async (_, said) => {
    const { message } = await complete(said);
    expect(message.split('\n\n')[0]).not.toContain('talk to your doctor first');
  });

  it('keeps a disclosed condition for the whole stored conversation, and answers other questions on their own terms', async () => {
    const { cookie: own } = await signUp(app);
    // As the page does: save the person's message, then ask with the last 10 messages only.
    const ask = async (content: string) => {
      await app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie: own }, payload: { role: 'user', content } });
      const history = (await app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie: own } })).json() as {
        role: 'user' | 'assistant';
        content: string;
      }[];
      const messages = history.slice(-10).map(({ role, content: text }) => ({ role, content: text }));
      const response = await app.inject({ method: 'POST', url: '/api/chat/completion', headers: { cookie: own }, payload: { messages } });
      return (response.json() as { message: string }).message;
    };
    const reminder = 'A reminder: because you mentioned pregnancy or breastfeeding, please talk to your doctor first';

    expect(cautionProblems(await ask("I'm pregnant. Is a cold shower OK?"), ['pregnancy'])).toEqual([]);
    expect(await ask('ok thanks')).toMatch(/^You’re welcome!/);
    const streak = await ask("what's my streak?");
    expect(streak).toMatch(/^You don’t have a streak going right now/);
    expect(streak.split('\n\n').at(-1)).toContain(reminder);
    for (const other of ['How do I sleep better?', 'What is a good resting heart rate?', 'How much water should I drink?']) {
      expect((await ask(other)).split('\n\n')[0]).not.toContain('talk to your doctor first');
    }
    const iceBath = await ask('Is a 10 minute ice bath at 2 degrees OK for me?');
    expect(iceBath.split('\n\n')[0]).toContain('Because you mentioned pregnancy or breastfeeding, please talk to your doctor first');
  });

  it('streams the caution as the first words and saves it', async () => {
    const { cookie: own } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/completion/stream',
      headers: { cookie: own },
      payload: { messages: conversationOf(["I'm pregnant", 'How long should I fast?']) },
    });
    const { events, done } = readStream(response.body);
    const first = events.find((event) => event.event === 'token')!.data as { text: string };
    expect(first.text.startsWith('Because you mentioned pregnancy or breastfeeding, please talk to your doctor first')).toBe(true);
    expect(cautionProblems(done!.message.content, ['pregnancy'])).toEqual([]);
    const saved = await app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie: own } });
    expect(saved.json()).toEqual([done!.message]);
  });

  it('asks a person at risk to end a long fast that is running, without naming its stage', async () => {
    const { cookie: own } = await signUp(app);
    const startTime = new Date(Date.now() - 30 * 3600_000).toISOString();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/protocols/fasting',
          headers: { cookie: own },
          payload: { startTime, targetHours: 72 },
        })
      ).statusCode,
    ).toBe(201);
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/completion',
      headers: { cookie: own },
      payload: { messages: conversationOf(['I take insulin. How is my fast going?']) },
    });
    const { message } = response.json();
    expect(message).toContain('You have a fast running now (30 h');
    expect(message).toContain('Please consider ending it on the Fasting page');
    expect(message).not.toMatch(/Deep Autophagy|Growth Hormone|electrolyte/);
  });
});
