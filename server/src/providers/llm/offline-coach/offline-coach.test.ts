import type { BiometricReading } from '@uh/core/chat/chat-grounding-biometrics.logic';
import { buildGrounding, type GroundingInput } from '@uh/core/chat/chat-grounding.logic';
import { poundsToKilograms } from '@uh/core/common/units.logic';
import { describe, expect, it } from 'vitest';
import { screenConversation } from '@uh/core/chat/chat-risk.logic';
import { createOfflineCoach, offlineCoachReply } from './offline-coach';

// Wednesday 12 March 2025, 08:30 in Paris.
const base: GroundingInput = {
  now: new Date('2025-03-12T07:30:00Z'),
  timeZone: 'Europe/Paris',
  units: { weight: 'lbs', temperature: 'F' },
  thirty: [],
  fasts: [],
  cold: [],
  biometrics: [],
  checklists: [],
  completionDays: { thirtyThirtyThirty: [], fasting: [], coldExposure: [] },
};
const reply = (text: string, input: Partial<GroundingInput> = {}) =>
  offlineCoachReply([{ role: 'user', content: text }], buildGrounding({ ...base, ...input }));
const reading = (day: string, values: Partial<BiometricReading>): BiometricReading => ({
  day,
  timestamp: new Date(`${day}T06:00:00Z`),
  weightKg: null,
  systolic: null,
  diastolic: null,
  heartRate: null,
  sleepHours: null,
  ...values,
});

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
      thirty: [{ day: '2025-03-12', proteinGrams: 20, exerciseSeconds: 900, completed: false }],
    });
    expect(text).toContain(
      'Today you logged 20 g of protein and 15 minutes of exercise: 10 g more protein and 10 more minutes of exercise would complete it.',
    );
    expect(text).toContain('Within 30 minutes of waking, eat at least 30 g of protein.');
  });

  it('counts this Monday-start week’s cold minutes against the weekly aim', () => {
    const session = (day: string, durationSeconds: number) => ({
      day,
      timestamp: new Date(`${day}T08:00:00Z`),
      exposureMethod: 'ice_bath',
      durationSeconds,
      temperatureC: 10,
    });
    // Sunday the 9th is last week: only Monday the 10th counts this week.
    const text = reply('How much cold exposure have I done?', { cold: [session('2025-03-09', 300), session('2025-03-10', 240)] });
    expect(text).toContain('This week (since Monday) you’ve done 4 min of cold exposure');
    expect(text).toContain('Ice Bath, 4 minutes at 50 °F');
    expect(text).toContain('About 7 min more would reach the roughly 11 minutes a week');
  });

  it('gives the cold session’s temperature in °C to a person who chose °C', () => {
    const text = reply('How much cold exposure have I done?', {
      units: { weight: 'kg', temperature: 'C' },
      cold: [
        {
          day: '2025-03-10',
          timestamp: new Date('2025-03-10T08:00:00Z'),
          exposureMethod: 'ice_bath',
          durationSeconds: 240,
          temperatureC: 10,
        },
      ],
    });
    expect(text).toContain('Ice Bath, 4 minutes at 10 °C');
    expect(text).toContain('Water around 10–15 °C (50–59 °F) is cold enough');
    expect(reply('How long should an ice bath be?')).toContain('Water around 50–59 °F (10–15 °C) is cold enough');
  });

  it('works out the hydration target from the latest weight', () => {
    const text = reply('How much water should I drink?', { biometrics: [reading('2025-03-11', { weightKg: poundsToKilograms(180) })] });
    expect(text).toContain('At your latest weight of 180 lbs, that’s about 90 oz — roughly 2.7 litres a day.');
    const inKg = reply('How much water should I drink?', {
      units: { weight: 'kg', temperature: 'C' },
      biometrics: [reading('2025-03-11', { weightKg: 80.6 })],
    });
    expect(inKg).toContain('At your latest weight of 80.6 kg, that’s about 2.6 litres (89 oz) a day.');
  });

  it('asks for a weight when there is none', () => {
    expect(reply('How much water should I drink?')).toContain('Log your weight on the Biometrics page');
  });

  it('comments on sleep from the 7-day average, saying how many readings it rests on', () => {
    const twoNights = reply('How can I sleep better?', {
      biometrics: [reading('2025-03-12', { sleepHours: 6 }), reading('2025-03-11', { sleepHours: 6.4 })],
    });
    expect(twoNights).toContain('You’ve averaged 6.2 hours of sleep from 2 readings over the last 7 days');
    const oneNight = reply('How can I sleep better?', { biometrics: [reading('2025-03-11', { sleepHours: 7.5 })] });
    expect(oneNight).toContain('Your sleep: 7.5 h average from 1 reading over the last 7 days.');
    expect(oneNight).not.toContain('averaged');
  });

  it('answers "Am I losing weight?" with the 30-day weight trend in the person’s unit', () => {
    const biometrics = [
      reading('2025-02-14', { weightKg: 82.1, heartRate: 64 }),
      reading('2025-02-28', { weightKg: 81.3 }),
      reading('2025-03-11', { weightKg: 80.6, heartRate: 60 }),
    ];
    const text = reply('Am I losing weight?', { units: { weight: 'kg', temperature: 'C' }, biometrics });
    expect(text).toContain(
      'Over the last 30 days your weight went from 82.1 kg (14 Feb) to 80.6 kg (11 Mar): down 1.5 kg, from 3 readings (average 81.3 kg). So yes, your weight is trending down.',
    );
    expect(text).not.toMatch(/lbs|resting heart rate went/);
    const heart = reply('What is my resting heart rate trend?', { biometrics });
    expect(heart).toContain(
      'Over the last 30 days your resting heart rate went from 64 bpm (14 Feb) to 60 bpm (11 Mar): down 4 bpm, from 2 readings',
    );
    expect(heart).not.toContain('your weight went');
    const oneWeight = reply('Am I losing weight?', { biometrics: [reading('2025-03-11', { weightKg: poundsToKilograms(180) })] });
    expect(oneWeight).toContain('You have 1 weight reading in the last 30 days: 180 lbs on 11 Mar.');
  });

  it('sums up streaks and suggests what to do next', () => {
    const text = reply('What should I focus on today?', {
      completionDays: { thirtyThirtyThirty: ['2025-03-10', '2025-03-11'], fasting: [], coldExposure: ['2025-03-11'] },
    });
    expect(text).toContain('You’re on a 2-day streak');
    expect(text).toContain('What to do next:');
    expect(text).toContain('- Do your 30-30-30 now');
  });

  it('screens what the person said earlier before any fasting advice, including a follow-up and a question only it reads as fasting', () => {
    const grounding = buildGrounding(base);
    const said = (...contents: string[]) =>
      offlineCoachReply(
        contents.map((content, index) => ({ role: index % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
        grounding,
      );
    for (const text of [
      said("I'm pregnant", 'Congratulations!', 'How long should I fast?'),
      said("I'm on insulin and want to start fasting", 'Please talk to your doctor first…', 'tell me more'),
      said("I'm pregnant", 'Congratulations!', 'I get so hungry in the evening'),
    ]) {
      expect(text.split('\n\n')[0]).toContain('talk to your doctor first');
      expect(text).not.toMatch(/Deep Autophagy|Stem Cell|electrolyte/);
    }
  });

  it('keeps a disclosed condition for the rest of the conversation, answering other questions on their own terms', () => {
    const grounding = buildGrounding({ ...base, completionDays: { thirtyThirtyThirty: ['2025-03-11'], fasting: [], coldExposure: [] } });
    const conversation = (...said: string[]) =>
      said.flatMap((content, index) => [
        ...(index > 0 ? [{ role: 'assistant' as const, content: 'Happy to help with that.' }] : []),
        { role: 'user' as const, content },
      ]);
    const reminder =
      'A reminder: because you mentioned pregnancy or breastfeeding, please talk to your doctor first before trying any fast or cold exposure.';
    const disclosure = "I'm pregnant. Is a cold shower OK?";

    const thanks = offlineCoachReply(conversation(disclosure, 'ok thanks'), grounding);
    expect(thanks).toBe(`You’re welcome! Ask me any time — small steps every day are what add up.\n\n${reminder}`);

    const streak = offlineCoachReply(conversation(disclosure, 'ok thanks', "what's my streak?"), grounding);
    expect(streak.startsWith('You’re on a 1-day streak')).toBe(true);
    expect(streak).not.toMatch(/cold session|Start a fast/);
    expect(streak.split('\n\n').at(-1)).toBe(reminder);

    // Only the last messages reach the coach; the screen over the whole conversation is passed with them.
    const said = [disclosure, 'ok thanks', "what's my streak?", 'How do I sleep better?', 'What is a good resting heart rate?'];
    const all = conversation(...said, 'Is a 10 minute ice bath at 2 degrees OK for me?');
    const iceBath = offlineCoachReply(all.slice(-10), grounding, screenConversation(all.slice(-10), said));
    expect(iceBath.split('\n\n')[0]).toBe(
      'Because you mentioned pregnancy or breastfeeding, please talk to your doctor first before starting cold exposure. Thank you for telling me: it changes what is safe for you.',
    );
  });

  it('answers how to break a fast, refeeding after a long one and electrolytes', () => {
    const sixteen = reply('How should I break a 16 hour fast?');
    expect(sixteen.startsWith('Breaking a 16-hour fast:')).toBe(true);
    expect(sixteen).toContain('a normal-sized meal built around protein and vegetables');
    expect(sixteen).not.toMatch(/stages of a fast|no fast running|Refeeding syndrome/);

    const fiveDays = reply('What should I eat after a 5 day water fast?');
    expect(fiveDays.startsWith('Breaking a fast of several days: After a fast of several days, return to food over one to two days')).toBe(
      true,
    );
    expect(fiveDays).toContain('Refeeding syndrome is the reason to go slowly');
    expect(reply('How do I refeed after a long fast?')).toContain('Refeeding syndrome');

    const electrolytes = reply('Do I need electrolytes when I fast?', {
      fasts: [{ startTime: new Date('2025-03-11T01:30:00Z'), endTime: null, targetHours: 36 }],
    });
    expect(electrolytes.startsWith('You are 30 h into your fast, past the point where electrolytes matter.')).toBe(true);
    expect(electrolytes).toContain('a pinch of salt (about a quarter teaspoon) in a glass of water');
    expect(electrolytes).toContain('Leave out added salt and potassium if you have kidney disease');
  });

  it('leaves electrolyte advice for long fasts out of other answers once a condition was mentioned', () => {
    const grounding = buildGrounding({ ...base, fasts: [{ startTime: new Date('2025-03-11T01:30:00Z'), endTime: null, targetHours: 36 }] });
    const ask = (first: string) =>
      offlineCoachReply(
        [
          { role: 'user', content: first },
          { role: 'assistant', content: 'Noted.' },
          { role: 'user', content: 'How much water should I drink? Tell me more' },
        ],
        grounding,
      );
    expect(ask('Hello')).toMatch(/electrolytes/);
    expect(ask('I have kidney disease')).not.toMatch(/electrolytes/);
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
