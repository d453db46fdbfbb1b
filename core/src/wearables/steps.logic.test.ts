import { describe, expect, it } from 'vitest';
import { createStepCounter, plausibleSteps } from './steps.logic';

describe('plausibleSteps', () => {
  it('keeps a whole count from 0 to 200,000', () => {
    expect(plausibleSteps(0)).toBe(0);
    expect(plausibleSteps(8123.6)).toBe(8124);
    expect(plausibleSteps(200_000)).toBe(200_000);
  });

  it.each([[-1], [200_001], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])('leaves out %s', (value) => {
    expect(plausibleSteps(value)).toBeUndefined();
  });
});

describe('createStepCounter', () => {
  const at = (iso: string) => new Date(iso);

  it('adds up one source’s samples of a day and keeps the source that counted the most', () => {
    const counter = createStepCounter('UTC');
    counter.add({ count: 3000, at: at('2024-05-01T08:00:00Z'), source: 'iPhone' });
    counter.add({ count: 4500, at: at('2024-05-01T18:00:00Z'), source: 'iPhone' });
    counter.add({ count: 6000, at: at('2024-05-01T09:00:00Z'), source: 'Apple Watch' });
    expect(counter.finish()).toEqual(new Map([['2024-05-01', { steps: 7500, at: at('2024-05-01T18:00:00Z') }]]));
    expect(counter.count()).toBe(3);
  });

  it('gives the same day whatever order the samples came in', () => {
    const samples = [
      { count: 100, at: at('2024-05-01T08:00:00Z'), source: 'B' },
      { count: 100, at: at('2024-05-01T09:00:00Z'), source: 'A' },
      { count: 50, at: at('2024-05-01T10:00:00Z'), source: 'B' },
    ];
    const forward = createStepCounter('UTC');
    const backward = createStepCounter('UTC');
    for (const sample of samples) forward.add(sample);
    for (const sample of [...samples].reverse()) backward.add(sample);
    expect(forward.finish()).toEqual(backward.finish());
    expect(forward.finish().get('2024-05-01')?.steps).toBe(150);
  });

  it('files a sample under the local day of its start in the person’s zone', () => {
    const counter = createStepCounter('America/New_York');
    counter.add({ count: 800, at: at('2024-05-02T03:30:00Z'), source: 'iPhone' }); // 23:30 on 1 May
    expect([...counter.finish().keys()]).toEqual(['2024-05-01']);
  });

  it('leaves out a source whose day is implausible, and never counts a broken sample', () => {
    const counter = createStepCounter('UTC');
    counter.add({ count: 250_000, at: at('2024-05-01T08:00:00Z'), source: 'Broken band' });
    counter.add({ count: 9000, at: at('2024-05-01T09:00:00Z'), source: 'iPhone' });
    counter.add({ count: -400, at: at('2024-05-01T10:00:00Z'), source: 'iPhone' });
    counter.add({ count: Number.NaN, at: at('2024-05-01T10:00:00Z'), source: 'iPhone' });
    counter.add({ count: 210_000, at: at('2024-05-02T08:00:00Z'), source: 'Broken band' });
    expect(counter.finish()).toEqual(new Map([['2024-05-01', { steps: 9000, at: at('2024-05-01T09:00:00Z') }]]));
    expect(counter.count()).toBe(3);
  });

  it('refuses an unknown time zone', () => {
    expect(() => createStepCounter('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
