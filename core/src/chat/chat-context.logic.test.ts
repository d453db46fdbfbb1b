import { describe, expect, it } from 'vitest';
import { buildContextSummary, buildSystemPrompt, completionWindow, formatDuration } from './chat-context.logic';
import { buildGrounding, type GroundingInput } from './chat-grounding.logic';
import { DEFAULT_SYSTEM_PROMPT, type ChatMessage } from './chat.schema';

const input: GroundingInput = {
  now: new Date('2025-03-12T07:30:00Z'),
  timeZone: 'Europe/Paris',
  thirty: [{ timestamp: new Date('2025-03-12T06:00:00Z'), proteinGrams: 32, exerciseSeconds: 1560, completed: true }],
  fasts: [{ startTime: new Date('2025-03-11T17:25:00Z'), endTime: null, targetHours: 16 }],
  cold: [
    {
      timestamp: new Date('2025-03-10T08:00:00Z'),
      exposureMethod: 'cold_shower',
      durationSeconds: 150,
      temperatureC: 12,
      temperatureUnit: 'C',
    },
  ],
  biometrics: [
    { timestamp: new Date('2025-03-11T06:00:00Z'), weightLbs: 180, systolic: 120, diastolic: 80, heartRate: 60, sleepHours: 7.5 },
  ],
  checklists: [],
  completionDays: { thirtyThirtyThirty: ['2025-03-12'], fasting: [], coldExposure: ['2025-03-10'] },
};

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [59, '0 min'],
    [45 * 60, '45 min'],
    [3600, '1 h'],
    [14 * 3600 + 5 * 60, '14 h 5 min'],
  ])('%i s reads %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe('buildContextSummary', () => {
  it('summarises the last 7 days in a few lines', () => {
    expect(buildContextSummary(buildGrounding(input))).toBe(
      [
        "The person's own logs from this app (today is Wednesday 2025-03-12, local time 08:30):",
        '- 30-30-30 morning routine: completed on 1 of the last 7 days; completed today; current streak 1 day.',
        '- Fasting: active 16:8 Intermittent Fasting fast, 14 h 5 min elapsed of 16 h (stage: Fat Burning); 0 fasts completed and 0 ended early in the last 7 days.',
        '- Cold exposure: 1 session, 2 min in the last 7 days; 2 min this week (since Sunday); last session Cold Shower, 2 min at 12 °C.',
        "- Latest biometrics (logged 2025-03-11): weight 180 lbs (hydration target about 90 oz of water a day), blood pressure 120/80, resting heart rate 60 bpm, last night's sleep 7.5 h, 7-day sleep average 7.5 h.",
        '- Daily checklist: not used in the last 7 days.',
        '- Overall: 1 day in a row with at least one protocol completed.',
      ].join('\n'),
    );
  });

  it('says so when there is nothing logged', () => {
    const summary = buildContextSummary(
      buildGrounding({
        ...input,
        thirty: [],
        fasts: [],
        cold: [],
        biometrics: [],
        completionDays: { thirtyThirtyThirty: [], fasting: [], coldExposure: [] },
      }),
    );
    expect(summary).toContain('not logged today');
    expect(summary).toContain('no active fast');
    expect(summary).toContain('Cold exposure: no sessions in the last 7 days.');
    expect(summary).toContain('Biometrics: nothing logged in the last 30 days.');
    expect(summary).toContain('Overall: no current streak.');
  });
});

describe('completionWindow', () => {
  const conversation = (count: number): ChatMessage[] =>
    Array.from({ length: count }, (_, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content: `message ${index + 1}` }));

  it('keeps the last 10 messages behind the default system prompt with the summary', () => {
    const window = completionWindow(conversation(15), 'SUMMARY');
    expect(window).toHaveLength(11);
    expect(window[0]).toEqual({ role: 'system', content: buildSystemPrompt('SUMMARY') });
    expect(window[0]!.content.startsWith(DEFAULT_SYSTEM_PROMPT)).toBe(true);
    expect(window[0]!.content.endsWith('SUMMARY')).toBe(true);
    expect(window.slice(1).map((message) => message.content)).toEqual(
      conversation(15)
        .slice(5)
        .map((message) => message.content),
    );
  });

  it('uses a system prompt the client sent instead of the default, still with the summary', () => {
    const window = completionWindow([{ role: 'system', content: 'Be brief.' }, ...conversation(3)], 'SUMMARY');
    expect(window).toHaveLength(4);
    expect(window[0]!.content).toBe(buildSystemPrompt('SUMMARY', 'Be brief.'));
    expect(window.filter((message) => message.role === 'system')).toHaveLength(1);
  });
});
