import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones';

describe('timeZoneOptions', () => {
  it('lists the known zones once each, sorted, with the current one', () => {
    const options = timeZoneOptions('Etc/GMT+5');
    expect(options).toContain('Europe/Berlin');
    expect(options).toContain('UTC');
    expect(options).toContain('Etc/GMT+5');
    expect(new Set(options).size).toBe(options.length);
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b)));
  });
});
