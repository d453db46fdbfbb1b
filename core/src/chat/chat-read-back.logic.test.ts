import { describe, expect, it } from 'vitest';
import { readBackSentence, spokenDuration } from './chat-read-back.logic';

const metric = { weightUnit: 'kg', temperatureUnit: 'C', timeZone: 'Europe/London' } as const;
const imperial = { weightUnit: 'lbs', temperatureUnit: 'F', timeZone: 'America/New_York' } as const;
const at = new Date('2026-03-10T07:42:00Z');

describe('the sentence after a confirm', () => {
  it('words a cold session from its stored fields, in the person’s unit and zone', () => {
    const stored = {
      kind: 'coldExposure',
      row: { exposureMethod: 'cold_plunge', temperatureC: 4, durationSeconds: 180, timestamp: at },
    } as const;
    expect(readBackSentence(stored, metric)).toBe('Logged: cold plunge, 3 min at 4 °C, 07:42.');
    expect(readBackSentence(stored, imperial)).toBe('Logged: cold plunge, 3 min at 39.2 °F, 03:42.');
  });

  it('says a fast started or ended, with how long it ran', () => {
    const start = new Date('2026-03-09T20:00:00Z');
    expect(readBackSentence({ kind: 'fasting', row: { startTime: start, endTime: null, targetHours: 16 } }, metric)).toBe(
      'Started: your 16-hour fast, from 20:00.',
    );
    expect(readBackSentence({ kind: 'fasting', row: { startTime: start, endTime: at, targetHours: 16 } }, metric)).toBe(
      'Ended: your fast at 07:42, after 11 h 42 min.',
    );
  });

  it('gives the day’s 30-30-30 totals and each reading said', () => {
    expect(readBackSentence({ kind: 'thirtyThirtyThirty', row: { proteinGrams: 40, exerciseSeconds: 1200 } }, metric)).toBe(
      "Logged: today's 30-30-30 now holds 40 g protein and 20 min of exercise.",
    );
    const unread = {
      hrvMs: null,
      oxygenSaturation: null,
      respirationRate: null,
      bodyTemperatureC: null,
      readinessScore: null,
      stressLevel: null,
    };
    const reading = { ...unread, weightKg: 82.5, systolic: 120, diastolic: 80, heartRate: null, sleepSeconds: 27_000, timestamp: at };
    expect(readBackSentence({ kind: 'biometrics', row: reading }, metric)).toBe(
      'Logged: weight 82.5 kg, blood pressure 120/80, sleep 7.5 h, 07:42.',
    );
    expect(readBackSentence({ kind: 'biometrics', row: reading }, imperial)).toContain('weight 181.9 lbs');
    const wearable = { ...reading, weightKg: null, systolic: null, diastolic: null, sleepSeconds: null, hrvMs: 62, bodyTemperatureC: 37 };
    expect(readBackSentence({ kind: 'biometrics', row: wearable }, imperial)).toBe('Logged: HRV 62 ms, body temperature 98.6 °F, 03:42.');
  });

  it('names a checklist item and an own protocol’s entry as stored', () => {
    const tick = { date: '2026-03-01', item: 'supplementsCompleted' as const, done: true };
    expect(readBackSentence({ kind: 'checklist', row: tick }, metric)).toBe('Ticked: Supplements, 2026-03-01.');
    expect(readBackSentence({ kind: 'checklist', row: { ...tick, done: false } }, metric)).toBe('Unticked: Supplements, 2026-03-01.');
    const entry = { date: '2026-03-01', value: 4, text: null, protocol: 'Breathwork', component: 'Rounds', unit: null };
    expect(readBackSentence({ kind: 'customEntry', row: entry }, metric)).toBe('Logged: Breathwork · Rounds 4, 2026-03-01.');
    expect(readBackSentence({ kind: 'customEntry', row: { ...entry, value: 20, unit: 'min' } }, metric)).toContain('Rounds 20 min');
  });

  it('says durations as a person would', () => {
    expect([45, 60, 90, 150].map(spokenDuration)).toEqual(['45 s', '1 min', '1 min 30 s', '2 min 30 s']);
  });
});
