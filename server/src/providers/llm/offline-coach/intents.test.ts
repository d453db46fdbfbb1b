import { describe, expect, it } from 'vitest';
import { matchIntent, rankIntents } from './intents';

const ask = (...contents: string[]) =>
  contents.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content }) as const);

describe('matchIntent', () => {
  it.each([
    ['How is my fast going?', 'fasting'],
    ['What stage of fasting am I in?', 'fasting'],
    ['Can I drink coffee while fasting?', 'fasting'],
    ['When does autophagy start?', 'fasting'],
    ['How should I break a 16 hour fast?', 'breakingFast'],
    ['How do I break my fast?', 'breakingFast'],
    ['What should I eat after a 3 day fast?', 'breakingFast'],
    ['Do I need electrolytes when fasting?', 'electrolytes'],
    ['How much salt should I take on a long fast?', 'electrolytes'],
    ['How do I do the 30-30-30 routine?', 'thirty'],
    ['Give me some protein ideas for breakfast', 'thirty'],
    ['How long should an ice bath be?', 'cold'],
    ['How much cold exposure have I done this week?', 'cold'],
    ['I have been so tired lately, how can I sleep better?', 'sleep'],
    ['How much water should I drink?', 'hydration'],
    ['Is my blood pressure ok?', 'biometrics'],
    ['What should I focus on today?', 'progress'],
    ['How is my streak?', 'progress'],
    ['Hello!', 'greeting'],
    ['Good morning', 'greeting'],
    ['Hi, how long should I fast?', 'fasting'],
    ['Who are you?', 'about'],
    ['Can I use ChatGPT here?', 'about'],
    ['Thanks a lot', 'thanks'],
    ['What is the capital of France?', 'unknown'],
  ])('"%s" is about %s', (text, intent) => {
    expect(matchIntent(ask(text)).intent).toBe(intent);
  });

  it('continues the previous topic on a short follow-up', () => {
    expect(matchIntent(ask('How long should an ice bath be?', 'Two to five minutes…', 'tell me more'))).toEqual({
      intent: 'cold',
      isFollowUp: true,
    });
    expect(matchIntent(ask('How do I sleep better?', 'Keep a fixed wake time…', 'Why?')).intent).toBe('sleep');
  });

  it('does not invent a topic for a follow-up with none before it', () => {
    expect(matchIntent(ask('tell me more'))).toEqual({ intent: 'unknown', isFollowUp: false });
  });

  it('reads only the person’s messages, not the coach’s', () => {
    expect(matchIntent([...ask('Hello'), { role: 'assistant', content: 'Ask me about fasting' }]).intent).toBe('greeting');
  });

  it('ranks the topic mentioned most first', () => {
    expect(rankIntents('cold plunge or ice bath after fasting?')[0]).toBe('cold');
  });
});
