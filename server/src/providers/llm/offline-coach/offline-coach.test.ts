import { buildGrounding, type GroundingInput } from '@uh/core/chat/chat-grounding.logic';
import { describe, expect, it } from 'vitest';
import { createOfflineCoach, offlineCoachReply } from './offline-coach';

// Wednesday 12 March 2025, 08:30 in Paris.
const base: GroundingInput = {
  now: new Date('2025-03-12T07:30:00Z'),
  timeZone: 'Europe/Paris',
  thirty: [],
  fasts: [],
  cold: [],
  biometrics: [],
  checklists: [],
  completionDays: { thirtyThirtyThirty: [], fasting: [], coldExposure: [] },
};
const reply = (text: string, input: Partial<GroundingInput> = {}) =>
  offlineCoachReply([{ role: 'user', content: text }], buildGrounding({ ...base, ...input }));

describe('the offline coach', () => {
  it('tells how the current fast is going from the person’s own fast', () => {
    const text = reply('How is my fast going?', {
      fasts: [{ startTime: new Date('2025-03-11T17:30:00Z'), endTime: null, targetHours: 16 }],
    });
    expect(text).toContain('Your fast (16:8 Intermittent Fasting) is 14 h in');
    expect(text).toContain('Fat Burning stage (12–16 h)');
    expect(text).toContain('Autophagy Beginning begins in 2 h');
    expect(text).toContain('2 h to go to reach your 16-hour target');
  });

  it('explains the fasting stages when no fast is running', () => {
    const text = reply('Tell me about fasting');
    expect(text).toContain('You have no fast running right now');
    for (const stage of [
      'Digestive Rest',
      'Fat Burning',
      'Autophagy Beginning',
      'Deep Autophagy',
      'Growth Hormone Release',
      'Stem Cell Activation',
    ]) {
      expect(text).toContain(stage);
    }
  });

  it('gives the 30-30-30 how-to with today’s status', () => {
    const text = reply('How do I do the 30-30-30?', {
      thirty: [{ timestamp: new Date('2025-03-12T06:30:00Z'), proteinGrams: 20, exerciseSeconds: 900, completed: false }],
    });
    expect(text).toContain(
      'Today you logged 20 g of protein and 15 minutes of exercise: 10 g more protein and 10 more minutes of exercise would complete it.',
    );
    expect(text).toContain('Within 30 minutes of waking, eat at least 30 g of protein.');
  });

  it('counts this week’s cold minutes against the weekly aim', () => {
    const text = reply('How much cold exposure have I done?', {
      cold: [
        {
          timestamp: new Date('2025-03-10T08:00:00Z'),
          exposureMethod: 'ice_bath',
          durationSeconds: 240,
          temperatureC: 10,
          temperatureUnit: 'F',
        },
      ],
    });
    expect(text).toContain('This week (since Sunday) you’ve done 4 min of cold exposure');
    expect(text).toContain('Ice Bath, 4 minutes at 50 °F');
    expect(text).toContain('About 7 min more would reach the roughly 11 minutes a week');
  });

  it('works out the hydration target from the latest weight', () => {
    const text = reply('How much water should I drink?', {
      biometrics: [
        { timestamp: new Date('2025-03-11T06:00:00Z'), weightLbs: 180, systolic: null, diastolic: null, heartRate: null, sleepHours: null },
      ],
    });
    expect(text).toContain('At your latest weight of 180 lbs, that’s about 90 oz — roughly 2.7 litres a day.');
  });

  it('asks for a weight when there is none', () => {
    expect(reply('How much water should I drink?')).toContain('Log your weight on the Biometrics page');
  });

  it('comments on sleep from the 7-day average', () => {
    const sleep = (iso: string, hours: number) => ({
      timestamp: new Date(iso),
      weightLbs: null,
      systolic: null,
      diastolic: null,
      heartRate: null,
      sleepHours: hours,
    });
    const text = reply('How can I sleep better?', { biometrics: [sleep('2025-03-12T06:00:00Z', 6), sleep('2025-03-11T06:00:00Z', 6.4)] });
    expect(text).toContain('You’ve averaged 6.2 hours of sleep over the last 7 days');
  });

  it('sums up streaks and suggests what to do next', () => {
    const text = reply('What should I focus on today?', {
      completionDays: { thirtyThirtyThirty: ['2025-03-10', '2025-03-11'], fasting: [], coldExposure: ['2025-03-11'] },
    });
    expect(text).toContain('You’re on a 2-day streak');
    expect(text).toContain('What to do next:');
    expect(text).toContain('- Do your 30-30-30 now');
  });

  it('says it is the built-in coach and how to connect a language model', () => {
    const text = reply('Who are you?');
    expect(text).toContain('I’m the built-in coach');
    expect(text).toContain('LLM_BASE_URL');
    expect(reply('What is the capital of France?')).toContain('LLM_BASE_URL');
  });

  it('is deterministic and streams the same reply it completes', async () => {
    const coach = createOfflineCoach();
    const request = {
      messages: [{ role: 'user' as const, content: 'Hello' }],
      grounding: buildGrounding(base),
      signal: new AbortController().signal,
    };
    const whole = await coach.complete(request);
    let streamed = '';
    for await (const piece of coach.stream(request)) streamed += piece;
    expect(streamed).toBe(whole);
    expect(await coach.complete(request)).toBe(whole);
    expect(coach.info).toEqual({ coach: 'offline', model: null });
  });
});
