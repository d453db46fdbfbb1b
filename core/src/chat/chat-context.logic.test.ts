import { describe, expect, it } from 'vitest';
import { buildContextSummary, buildSystemPrompt, completionWindow, formatDuration, RISK_SCREEN_GUIDANCE } from './chat-context.logic';
import { poundsToKilograms } from '../common/units.logic';
import { buildGrounding, type GroundingInput } from './chat-grounding.logic';
import { DEFAULT_SYSTEM_PROMPT, type ChatMessage } from './chat.schema';

const input: GroundingInput = {
  now: new Date('2025-03-12T07:30:00Z'),
  timeZone: 'Europe/Paris',
  units: { weight: 'lbs', temperature: 'F' },
  thirty: [{ day: '2025-03-12', proteinGrams: 32, exerciseSeconds: 1560, completed: true }],
  fasts: [{ startTime: new Date('2025-03-11T17:25:00Z'), endTime: null, targetHours: 16 }],
  cold: [
    {
      day: '2025-03-10',
      timestamp: new Date('2025-03-10T08:00:00Z'),
      exposureMethod: 'cold_shower',
      durationSeconds: 150,
      temperatureC: 12,
    },
  ],
  biometrics: [
    {
      day: '2025-03-11',
      timestamp: new Date('2025-03-11T06:00:00Z'),
      weightKg: poundsToKilograms(180),
      systolic: 120,
      diastolic: 80,
      heartRate: 60,
      sleepHours: 7.5,
    },
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
  it('summarises the last 7 days in a few lines, in the person’s units', () => {
    expect(buildContextSummary(buildGrounding(input))).toBe(
      [
        "The person's own logs from this app (today is Wednesday 2025-03-12, local time 08:30; they use lbs and °F, so answer in those units):",
        '- 30-30-30 morning routine: completed on 1 of the last 7 days; completed today; current streak 1 day.',
        '- Fasting: active 16:8 Intermittent Fasting fast, 14 h 5 min elapsed of 16 h (stage: Fat Burning); 0 fasts completed and 0 ended early in the last 7 days.',
        '- Cold exposure: 1 session, 2 min in the last 7 days; 2 min this week (since Monday); last session Cold Shower, 2 min at 53.6 °F.',
        '- Biometrics over the last 30 days (last logged 2025-03-11): weight 180 lbs on 2025-03-11 (1 reading); resting heart rate 60 bpm on 2025-03-11 (1 reading); blood pressure 120/80 on 2025-03-11 (latest of 1 reading); last sleep logged 7.5 h on 2025-03-11; sleep 7.5 h average from 1 reading over the last 7 days; hydration target about 90 oz (2.7 L) of water a day.',
        '- Journal: no entries in the last 7 days.',
        '- Daily checklist: not used in the last 7 days.',
        '- Overall: 1 day in a row with at least one protocol completed.',
      ].join('\n'),
    );
  });

  it('answers in kg and °C with the trend of each measurement when the person chose them', () => {
    const reading = (day: string, weightKg: number, heartRate: number) => ({
      day,
      timestamp: new Date(`${day}T06:00:00Z`),
      weightKg,
      systolic: null,
      diastolic: null,
      heartRate,
      sleepHours: null,
    });
    const summary = buildContextSummary(
      buildGrounding({
        ...input,
        units: { weight: 'kg', temperature: 'C' },
        biometrics: [reading('2025-02-20', 82, 64), reading('2025-03-01', 81.2, 62), reading('2025-03-11', 80.5, 60)],
      }),
    );
    expect(summary).toContain('they use kg and °C, so answer in those units');
    expect(summary).toContain('last session Cold Shower, 2 min at 12 °C.');
    expect(summary).toContain(
      'weight 80.5 kg on 2025-03-11, from 82 kg on 2025-02-20 (down 1.5 kg, 3 readings, average 81.2 kg); resting heart rate 60 bpm on 2025-03-11, from 64 bpm on 2025-02-20 (down 4 bpm, 3 readings, average 62 bpm)',
    );
    expect(summary).toContain('hydration target about 2.6 L (89 oz) of water a day');
    expect(summary).not.toMatch(/lbs|°F/);
  });

  it('leaves out the stage of a fast past 24 h when a condition rules out extended-fast coaching', () => {
    const longFast = buildGrounding({ ...input, fasts: [{ startTime: new Date('2025-03-11T01:30:00Z'), endTime: null, targetHours: 36 }] });
    expect(buildContextSummary(longFast)).toContain('30 h elapsed of 36 h (stage: Deep Autophagy)');
    expect(buildContextSummary(longFast, true)).toContain('active 36 Hour Fast fast, 30 h elapsed of 36 h;');
    expect(buildContextSummary(longFast, true)).not.toContain('Deep Autophagy');
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

  it('counts the last 7 days of journal entries by type, with the latest few summaries cut short', () => {
    const entry = (day: string, hour: number, type: 'meal' | 'water' | 'note', summary: string) => ({
      day,
      timestamp: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`),
      type,
      summary,
    });
    const summary = buildContextSummary(
      buildGrounding({
        ...input,
        journal: [
          entry('2025-03-04', 9, 'note', 'Eight days ago: not counted'),
          entry('2025-03-10', 9, 'water', 'Water · 20 oz'),
          entry('2025-03-11', 7, 'meal', 'Meal · eggs · 40 g protein'),
          entry('2025-03-11', 8, 'water', 'Water · 12 oz'),
          entry('2025-03-12', 6, 'note', `Felt calm ${'and rested '.repeat(12)}`),
        ],
      }),
    );
    expect(summary).toContain(
      '- Journal: 4 entries in the last 7 days (meal 1, water 2, note 1); latest: 2025-03-12 "Felt calm and rested and rested and rested and rested and rested and rested…"; 2025-03-11 "Water · 12 oz"; 2025-03-11 "Meal · eggs · 40 g protein".',
    );
    expect(summary).not.toContain('Eight days ago');
  });
});

describe('completionWindow', () => {
  const conversation = (count: number): ChatMessage[] =>
    Array.from({ length: count }, (_, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content: `message ${index + 1}` }));

  it('keeps the last 10 messages behind the default system prompt with the summary', () => {
    const window = completionWindow(conversation(15), 'SUMMARY');
    expect(window).toHaveLength(11);
    expect(window[0]).toEqual({ role: 'system', content: buildSystemPrompt('SUMMARY') });
    expect(window[0]!.content).toContain(RISK_SCREEN_GUIDANCE);
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
