import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_SYSTEM_PROMPT } from '@uh/core/chat/chat.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeOpenAiServer, tokensOf, type FakeOpenAiServer } from '../../../test/fake-openai-server';
import { createTestApp, signUp } from '../../../test/test-app';
import { conversation, readStream } from './chat-test-helpers';

let fake: FakeOpenAiServer;
let app: App;
const llmEnv = (overrides: Record<string, string> = {}) => ({
  LLM_BASE_URL: fake.baseUrl,
  LLM_MODEL: 'fake-model',
  LLM_API_KEY: 'test-key-123',
  LLM_TIMEOUT_MS: '400',
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  app = await createTestApp(llmEnv());
});
afterAll(async () => fake.close());
beforeEach(() => fake.reset());

const post = (cookie: string, url: string, payload: object, target = app) =>
  target.inject({ method: 'POST', url, headers: { cookie }, payload });
const history = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie } })).json();
const ask = (content: string) => ({ messages: [{ role: 'user', content }] });
const REPLY = 'Stay hydrated and keep going: you are nearly at your target.';

describe('a language model behind an OpenAI-compatible API', () => {
  it('says which model answers', async () => {
    const { cookie } = await signUp(app);
    expect((await app.inject({ method: 'GET', url: '/api/chat/coach', headers: { cookie } })).json()).toEqual({
      coach: 'llm',
      model: 'fake-model',
    });
  });

  it('sends the model, the system prompt with the summary and the last 10 messages, and nothing that identifies the person', async () => {
    const { cookie, account, user } = await signUp(app, { displayName: 'Zebulon Quinterro' });
    fake.next({ kind: 'reply', text: REPLY });
    const sent = conversation(14);
    const response = await post(cookie, '/api/chat/completion', { messages: sent });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ message: REPLY, conversationContext: expect.stringContaining("The person's own logs"), coach: 'llm' });

    expect(fake.requests).toHaveLength(1);
    const request = fake.lastRequest()!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key-123');
    expect(request.headers['content-type']).toBe('application/json');
    // The write tools a model may call to draft a log (docs/coach-tools.md): names and arguments only.
    expect(Object.keys(request.body).sort()).toEqual(['messages', 'model', 'stream', 'tools']);
    expect(request.body.model).toBe('fake-model');
    expect(request.body.stream).toBe(false);
    const [system, ...window] = request.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content.startsWith(DEFAULT_SYSTEM_PROMPT)).toBe(true);
    expect(system!.content.endsWith(body.conversationContext)).toBe(true);
    expect(window).toEqual(sent.slice(-10));

    for (const identifier of [account.username, account.email, account.displayName, 'Zebulon', '"user":', '"userId"', '"user_id"']) {
      expect(request.raw).not.toContain(identifier);
    }
    expect(request.raw).not.toMatch(new RegExp(`\\b(user|id)\\W+${user.id}\\b`, 'i'));
    expect(await history(cookie)).toEqual([expect.objectContaining({ role: 'assistant', content: REPLY })]);
  });

  it('streams the model’s tokens to the page and saves the reply once complete', async () => {
    const { cookie } = await signUp(app);
    fake.next({ kind: 'reply', text: REPLY });
    const response = await post(cookie, '/api/chat/completion/stream', ask('How is my fast going?'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(fake.lastRequest()!.body.stream).toBe(true);
    expect(fake.lastRequest()!.headers.accept).toBe('text/event-stream');
    const { events, text, done } = readStream(response.body);
    expect(events.filter((event) => event.event === 'token').map((event) => (event.data as { text: string }).text)).toEqual(
      tokensOf(REPLY),
    );
    expect(text).toBe(REPLY);
    expect(done).toMatchObject({ coach: 'llm', message: { role: 'assistant', content: REPLY } });
    expect(await history(cookie)).toEqual([done!.message]);
  });

  it('maps an upstream 500 to 502 with a generic reason (the upstream text stays in the log), and saves nothing', async () => {
    const { cookie } = await signUp(app);
    await post(cookie, '/api/chat/messages', { role: 'user', content: 'hello?' });
    for (const url of ['/api/chat/completion', '/api/chat/completion/stream']) {
      fake.next({
        kind: 'status',
        status: 500,
        body: { error: { message: 'db at 10.0.0.7 refused sk-test-secret', type: 'server_error' } },
      });
      const response = await post(cookie, url, ask('hello?'));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'The language model server answered 500.' });
    }
    expect((await history(cookie)).map((m: { role: string }) => m.role)).toEqual(['user']);
  });

  it('never repeats an API key the upstream echoes in its error', async () => {
    const { cookie } = await signUp(app);
    fake.next({ kind: 'status', status: 401, body: { error: { message: 'Incorrect API key provided: test-key-123.' } } });
    const response = await post(cookie, '/api/chat/completion', ask('hello?'));
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The language model server answered 401.');
    expect(response.body).not.toContain('test-key-123');
  });

  it('an error inside the stream is not shown word for word either', async () => {
    const { cookie } = await signUp(app);
    fake.next({ kind: 'events', events: [{ error: { message: 'internal host llm-7.corp: quota for team-a exceeded' } }] });
    const response = await post(cookie, '/api/chat/completion/stream', ask('hello?'));
    expect(response.body).not.toContain('llm-7.corp');
    expect(response.body).toContain('The language model reported an error.');
  });

  it('does not follow a redirect from the model server', async () => {
    const { cookie } = await signUp(app);
    let reached = 0;
    const inside = http.createServer((_request, res) => {
      reached += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ secret: 'internal' }));
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    try {
      fake.next({ kind: 'redirect', location: `http://127.0.0.1:${(inside.address() as AddressInfo).port}/admin` });
      const response = await post(cookie, '/api/chat/completion', ask('hello?'));
      expect(response.statusCode).toBe(502);
      expect(response.body).not.toContain('internal');
      expect(reached).toBe(0);
    } finally {
      await new Promise((resolve) => inside.close(resolve));
    }
  });

  it('gives up on an upstream that hangs past the timeout, closing the connection', async () => {
    const { cookie } = await signUp(app);
    for (const url of ['/api/chat/completion', '/api/chat/completion/stream']) {
      fake.next({ kind: 'hang' });
      const response = await post(cookie, url, ask('hello?'));
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({ message: 'The language model did not answer within 0.4 seconds.' });
      await fake.waitForAbort();
    }
    expect(await history(cookie)).toEqual([]);
  });

  it('ends the stream with an error event when the upstream stalls mid-reply, saving nothing', async () => {
    const { cookie } = await signUp(app);
    fake.next({ kind: 'stream-then-hang', pieces: ['Keep ', 'going'] });
    const response = await post(cookie, '/api/chat/completion/stream', ask('hello?'));
    expect(response.statusCode).toBe(200);
    const { text, done, error } = readStream(response.body);
    expect(text).toBe('Keep going');
    expect(done).toBeNull();
    expect(error).toEqual({ message: 'The language model did not answer within 0.4 seconds.' });
    await fake.waitForAbort();
    expect(await history(cookie)).toEqual([]);
  });

  it.each([
    [{ kind: 'malformed' as const }, 'The language model sent a response that could not be read.'],
    [{ kind: 'cut-off' as const, pieces: ['Half a '] }, 'The language model’s reply was cut off.'],
  ])('reports %o as an error event and saves nothing', async (behaviour, message) => {
    const { cookie } = await signUp(app);
    fake.next(behaviour);
    const { done, error } = readStream((await post(cookie, '/api/chat/completion/stream', ask('hello?'))).body);
    expect(done).toBeNull();
    expect(error).toEqual({ message });
    expect(await history(cookie)).toEqual([]);
  });

  it('skips stream chunks with an empty choices list (an opening chunk, a usage report) instead of aborting', async () => {
    const { cookie } = await signUp(app);
    const delta = (content: string) => ({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
    fake.next({
      kind: 'events',
      events: [
        { id: 'chatcmpl-1', choices: [], prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] },
        delta('Keep '),
        { id: 'chatcmpl-1', choices: [] }, // after text was shown
        delta('going.'),
        { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
        { id: 'chatcmpl-1', choices: [], usage: { prompt_tokens: 120, completion_tokens: 2, total_tokens: 122 } },
      ],
    });
    const { text, done, error } = readStream((await post(cookie, '/api/chat/completion/stream', ask('hello?'))).body);
    expect(error).toBeNull();
    expect(text).toBe('Keep going.');
    expect(done?.message.content).toBe('Keep going.');
    expect(await history(cookie)).toEqual([done!.message]);
  });

  it('still refuses a stream chunk whose choices are not a list', async () => {
    const { cookie } = await signUp(app);
    fake.next({ kind: 'events', events: [{ choices: [{ index: 0, delta: { content: 'Hi' } }] }, { choices: 'oops' }] });
    const { done, error } = readStream((await post(cookie, '/api/chat/completion/stream', ask('hello?'))).body);
    expect(done).toBeNull();
    expect(error).toEqual({ message: 'The language model sent a response that could not be read.' });
  });

  it('accepts a server that ignores stream: true and answers with one JSON body', async () => {
    const { cookie } = await signUp(app);
    fake.next({ kind: 'status', status: 200, body: { choices: [{ index: 0, message: { role: 'assistant', content: REPLY } }] } });
    const { text, done } = readStream((await post(cookie, '/api/chat/completion/stream', ask('hello?'))).body);
    expect(text).toBe(REPLY);
    expect(done?.message.content).toBe(REPLY);
  });

  it('refuses a non-streaming reply it cannot read with 502', async () => {
    const { cookie } = await signUp(app);
    fake.next({ kind: 'status', status: 200, body: { choices: [] } });
    const response = await post(cookie, '/api/chat/completion', ask('hello?'));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'The language model sent a response that could not be read.' });
  });

  it('makes no upstream call for an emergency', async () => {
    const { cookie } = await signUp(app);
    const response = await post(cookie, '/api/chat/completion', ask('I can’t breathe and my chest hurts'));
    expect(response.json().message).toMatch(/emergency/);
    expect(fake.requests).toHaveLength(0);
  });

  it('makes no upstream call past the rate limit', async () => {
    const limited = await createTestApp(llmEnv({ CHAT_COMPLETIONS_PER_MINUTE: '1' }));
    const { cookie } = await signUp(limited);
    expect((await post(cookie, '/api/chat/completion', ask('hello?'), limited)).statusCode).toBe(200);
    const refused = await post(cookie, '/api/chat/completion/stream', ask('hello again?'), limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(fake.requests).toHaveLength(1);
  });

  it('stops the upstream request when the person leaves mid-reply, and saves nothing', async () => {
    const patient = await createTestApp(llmEnv({ LLM_TIMEOUT_MS: '20000' }));
    await patient.listen({ host: '127.0.0.1', port: 0 });
    const { port } = patient.server.address() as AddressInfo;
    const { cookie } = await signUp(patient);
    fake.next({ kind: 'stream-then-hang', pieces: ['Still ', 'thinking'] });

    const leaving = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/chat/completion/stream`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(ask('hello?')),
      signal: leaving.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: token');
    leaving.abort();
    await fake.waitForAbort();
    const saved = await patient.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie } });
    expect(saved.json()).toEqual([]);
  });
});
