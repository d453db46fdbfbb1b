import { RISK_SCREEN_GUIDANCE } from '@uh/core/chat/chat-context.logic';
import { cautionProblems, NO_RISK_CASES, RISK_CASES } from '@uh/core/chat/chat-risk.cases';
import { FASTING_STAGES } from '@uh/core/fasting/fasting.logic';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server';
import { createTestApp, signUp } from '../../../test/test-app';
import { conversationOf, readStream } from './chat-test-helpers';

// The risk screen's table against a language model behind the fake OpenAI-compatible server:
// the caution comes first and nothing about long fasts reaches the model or the person.
let fake: FakeOpenAiServer;
let app: App;
let cookie: string;
const LONG_STAGES = FASTING_STAGES.filter((stage) => stage.fromHours >= 24).map((stage) => stage.name);
const MODEL_REPLY = 'A steady routine helps: keep going.';

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  fake.setDefault({ kind: 'reply', text: MODEL_REPLY });
  app = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: '2000',
    CHAT_COMPLETIONS_PER_MINUTE: '1000',
  });
  ({ cookie } = await signUp(app));
});
afterAll(async () => fake.close());
beforeEach(() => fake.reset());

const post = (url: string, said: readonly string[], as = cookie) =>
  app.inject({ method: 'POST', url, headers: { cookie: as }, payload: { messages: conversationOf(said) } });

describe('the model path screens for risks before any protocol advice', () => {
  it.each(RISK_CASES.map((riskCase) => [riskCase.said.join(' → '), riskCase] as const))(
    'answers "%s" with the caution and sends nothing to the model',
    async (_, { said, factors }) => {
      const response = await post('/api/chat/completion', said);
      expect(response.statusCode).toBe(200);
      expect(cautionProblems(response.json().message, factors)).toEqual([]);
      expect(fake.requests).toHaveLength(0);
    },
  );

  it.each(NO_RISK_CASES.map((said) => [said.join(' → '), said] as const))(
    'asks the model about "%s", with the screen in the system prompt',
    async (_, said) => {
      const response = await post('/api/chat/completion', said);
      expect(response.json().message).toBe(MODEL_REPLY);
      expect(fake.requests).toHaveLength(1);
      const system = fake.lastRequest()!.body.messages![0]!;
      expect(system.role).toBe('system');
      expect(system.content).toContain(RISK_SCREEN_GUIDANCE);
    },
  );

  it('keeps a condition disclosed before the last 10 messages: the caution for cold, the note in the prompt otherwise', async () => {
    const { cookie: own } = await signUp(app);
    const said = ["I'm pregnant. Is a cold shower OK?", 'ok thanks', "what's my streak?", 'How do I sleep better?', 'Any tips?', 'Thanks'];
    for (const content of said) {
      await app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie: own }, payload: { role: 'user', content } });
    }
    const recent = (latest: string) => conversationOf([...said.slice(-4), latest]);
    const ask = (latest: string) =>
      app.inject({ method: 'POST', url: '/api/chat/completion', headers: { cookie: own }, payload: { messages: recent(latest) } });

    const streak = await ask("what's my streak?");
    expect(streak.json().message).toBe(MODEL_REPLY);
    expect(fake.lastRequest()!.body.messages![0]!.content).toContain(
      'Earlier in this conversation the person mentioned pregnancy or breastfeeding: the safety screen applies',
    );

    fake.reset();
    const iceBath = await ask('Is a 10 minute ice bath at 2 degrees OK for me?');
    expect(iceBath.json().message.split('\n\n')[0]).toContain(
      'Because you mentioned pregnancy or breastfeeding, please talk to your doctor first',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('streams the caution first and never opens the upstream stream', async () => {
    const response = await post('/api/chat/completion/stream', ['I have anorexia history, how do I do a 72 h fast?']);
    const { events, done } = readStream(response.body);
    const first = (events.find((event) => event.event === 'token')!.data as { text: string }).text;
    expect(
      first.startsWith('Thank you for trusting me with this. Because you mentioned an eating disorder, please talk to your doctor first'),
    ).toBe(true);
    expect(cautionProblems(done!.message.content, ['eating-disorder'])).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('tells the model what was said earlier and sends no long-fast stage when the newest question is not about fasting', async () => {
    const { cookie: own } = await signUp(app);
    const startTime = new Date(Date.now() - 30 * 3600_000).toISOString();
    await app.inject({ method: 'POST', url: '/api/protocols/fasting', headers: { cookie: own }, payload: { startTime, targetHours: 36 } });

    await post('/api/chat/completion', ['How do I sleep better?'], own);
    expect(fake.lastRequest()!.raw).toContain('Deep Autophagy'); // no condition mentioned: the stage is part of the summary

    fake.reset();
    const response = await post('/api/chat/completion', ["I'm pregnant", 'How do I sleep better?'], own);
    expect(response.json().message).toBe(MODEL_REPLY);
    const sent = fake.lastRequest()!;
    expect(sent.body.messages![0]!.content).toContain('Earlier in this conversation the person mentioned pregnancy or breastfeeding');
    for (const stage of LONG_STAGES) expect(sent.raw).not.toContain(stage);
  });
});
