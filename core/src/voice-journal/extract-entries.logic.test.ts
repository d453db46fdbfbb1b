import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractEntries, type ExtractionOptions } from './extract-entries.logic';
import { CASE_NOW, CASE_TIME_ZONE, EXTRACTION_CASES } from './voice-journal.cases';
import { extractedEntrySchema } from './voice-journal.schema';

const optionsFor = (units: { weightUnit?: 'lbs' | 'kg'; temperatureUnit?: 'F' | 'C' } = {}): ExtractionOptions => ({
  weightUnit: units.weightUnit ?? 'lbs',
  temperatureUnit: units.temperatureUnit ?? 'F',
  now: CASE_NOW,
  timeZone: CASE_TIME_ZONE,
});

const unitLabel = (units: { weightUnit?: string; temperatureUnit?: string } = {}) =>
  [units.weightUnit, units.temperatureUnit && `°${units.temperatureUnit}`].filter(Boolean).join(' ');

describe('the transcript extractor', () => {
  it('has a table of at least 80 phrasings', () => {
    expect(EXTRACTION_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(EXTRACTION_CASES.map((extraction) => [extraction.said, unitLabel(extraction.units), extraction] as const))(
    'reads "%s" %s',
    (_, __, { said, units, entries }) => {
      const got = extractEntries(said, optionsFor(units));
      expect(got.map((entry) => entry.type)).toEqual(entries.map((entry) => entry.type));
      entries.forEach((expected, index) => {
        const actual = got[index]!;
        const absent = Object.keys(expected.details).filter((key) => expected.details[key] === undefined);
        const present = Object.fromEntries(Object.entries(expected.details).filter(([, value]) => value !== undefined));
        expect(actual.details).toMatchObject(present);
        for (const key of absent) expect(actual.details).not.toHaveProperty(key);
        expect([...actual.uncertain].sort()).toEqual([...(expected.uncertain ?? [])].sort());
        if (expected.summary) expect(actual.summary).toBe(expected.summary);
        expect(extractedEntrySchema.safeParse(actual).error?.issues ?? []).toEqual([]);
      });
    },
  );

  it('keeps the whole transcript as the note when nothing else is recognised', () => {
    expect(extractEntries('  Grateful   for a quiet morning  ', optionsFor())).toEqual([
      { type: 'note', summary: 'Note · Grateful for a quiet morning', details: { text: 'Grateful for a quiet morning' }, uncertain: [] },
    ]);
  });

  it('reads a fast start in the person’s own time zone', () => {
    const [tokyo] = extractEntries('started my 16 hour fast at 8 pm', { ...optionsFor(), timeZone: 'Asia/Tokyo' });
    // 07:30 on 11 March in Tokyo: 20:00 yesterday there is 11:00 UTC on 10 March.
    expect(tokyo?.details).toMatchObject({ startTime: '2025-03-10T11:00:00.000Z' });
    expect(tokyo?.summary).toBe('Fasting · started 16 h fast at 20:00 yesterday');
  });

  it('never throws and returns only entries the schema accepts, whatever it hears', () => {
    const words = fc.constantFrom(
      ...'and then had ate drank walked ran slept weighed took started broke my fast hour minutes seconds ice bath cold shower plunge water ounces ml litres cups glass bottle protein grams eggs weight pounds kg blood pressure over heart rate bpm degrees celsius fahrenheit at pm am noon vitamin magnesium no skipped didn’t one twenty eighty point four half a couple dozen sixteen sixty 16:8 182.4 , . 0 -5 1,500 999999 minus'.split(
        ' ',
      ),
    );
    const transcripts = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(words, { maxLength: 30 }).map((parts) => parts.join(' ')),
      fc.array(fc.oneof(words, fc.string({ maxLength: 6 })), { maxLength: 30 }).map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(
        transcripts,
        fc.constantFrom('lbs' as const, 'kg' as const),
        fc.constantFrom('F' as const, 'C' as const),
        (said, w, t) => {
          const entries = extractEntries(said, { ...optionsFor(), weightUnit: w, temperatureUnit: t });
          for (const entry of entries) expect(extractedEntrySchema.safeParse(entry).error?.issues ?? []).toEqual([]);
          expect(entries.filter((entry) => entry.type === 'note').length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
