import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server';
import { createTestApp, signUp } from '../../../test/test-app';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A person who chose kg and °C, with three weigh-ins, two heart rates, one night of sleep and a cold session. */
async function metricPerson(app: App) {
  const { cookie } = await signUp(app);
  const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const response = await app.inject({ method, url, headers: { cookie }, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  };
  await send('PATCH', '/api/settings', { weightUnit: 'kg', temperatureUnit: 'C' });
  // The API takes weights in lbs: 180.8, 179 and 177.5 lbs are 82, 81.2 and 80.5 kg.
  await send('POST', '/api/biometrics', { weight: 180.8, heartRate: 64, timestamp: daysAgo(20) });
  await send('POST', '/api/biometrics', { weight: 179, timestamp: daysAgo(10) });
  await send('POST', '/api/biometrics', { weight: 177.5, heartRate: 60, sleepDuration: 7.5, timestamp: daysAgo(1) });
  await send('POST', '/api/protocols/cold', { exposureMethod: 'ice_bath', temperature: 10, temperatureUnit: 'C', duration: 180 });
  return cookie;
}

const ask = (app: App, cookie: string, content: string) =>
  app.inject({ method: 'POST', url: '/api/chat/completion', headers: { cookie }, payload: { messages: [{ role: 'user', content }] } });

describe('the offline coach answers in the person’s units, with the trend asked for', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    cookie = await metricPerson(app);
  });

  it('answers "Am I losing weight?" with the 30-day weight trend in kg and how many readings it rests on', async () => {
    const { message } = (await ask(app, cookie, 'Am I losing weight?')).json();
    expect(message).toMatch(
      /your weight went from 82 kg \(.+\) to 80\.5 kg \(.+\): down 1\.5 kg, from 3 readings \(average 81\.2 kg\)\. So yes, your weight is trending down\./,
    );
    expect(message).not.toMatch(/lbs/);
  });

  it('answers the resting heart rate trend when that is what was asked', async () => {
    const { message } = (await ask(app, cookie, 'What is my resting heart rate trend?')).json();
    expect(message).toMatch(/your resting heart rate went from 64 bpm \(.+\) to 60 bpm \(.+\): down 4 bpm, from 2 readings/);
    expect(message).not.toContain('weight went');
  });

  it('says a sleep figure rests on one reading, and gives the cold session in °C', async () => {
    expect((await ask(app, cookie, 'How can I sleep better?')).json().message).toContain(
      'Your sleep: 7.5 h average from 1 reading over the last 7 days.',
    );
    const cold = (await ask(app, cookie, 'How much cold exposure have I done this week?')).json().message;
    expect(cold).toContain('This week (since Monday)');
    expect(cold).toContain('Ice Bath, 3 minutes at 10 °C.');
  });
});

describe('the summary sent to a language model is in the person’s units', () => {
  let fake: FakeOpenAiServer;
  let app: App;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    app = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' });
  });
  afterAll(async () => fake.close());

  it('gives weights in kg and temperatures in °C with each trend and its readings, and no lbs or °F', async () => {
    const cookie = await metricPerson(app);
    const { conversationContext } = (await ask(app, cookie, 'Am I losing weight?')).json();
    expect(conversationContext).toContain('they use kg and °C, so answer in those units');
    expect(conversationContext).toMatch(/weight 80\.5 kg on \S+, from 82 kg on \S+ \(down 1\.5 kg, 3 readings, average 81\.2 kg\)/);
    expect(conversationContext).toMatch(/resting heart rate 60 bpm on \S+, from 64 bpm on \S+ \(down 4 bpm, 2 readings, average 62 bpm\)/);
    expect(conversationContext).toContain('sleep 7.5 h average from 1 reading over the last 7 days');
    expect(conversationContext).toContain('this week (since Monday); last session Ice Bath, 3 min at 10 °C.');
    expect(conversationContext).not.toMatch(/lbs|°F/);
    expect(fake.lastRequest()!.body.messages![0]!.content.endsWith(conversationContext)).toBe(true);
  });
});
