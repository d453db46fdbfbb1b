import { describe, expect, it } from 'vitest';
import { readProtocolFile } from './import-file';
import { moveAmong } from './reorder';

const document = {
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id: 'evening-walk',
  title: 'Evening walk',
  components: [{ id: 'walk', label: 'Walk', kind: 'duration', target: { kind: 'atLeast', value: 1200 } }],
  schedule: { kind: 'daily' },
};

describe('readProtocolFile', () => {
  it('reads a valid document, filling in the defaults', () => {
    const reading = readProtocolFile(JSON.stringify(document));
    expect(reading.problem).toBeNull();
    expect(reading.document).toMatchObject({ title: 'Evening walk', icon: 'check', group: { kind: 'all' } });
  });

  it('refuses a file that is not JSON', () => {
    expect(readProtocolFile('title: walk').problem).toMatch(/^This file is not JSON/);
  });

  it('names the field that is wrong', () => {
    const bad = { ...document, components: [{ id: 'walk', label: 'Walk', kind: 'distance' }] };
    expect(readProtocolFile(JSON.stringify(bad)).problem).toBe(
      'components.0.kind: kind must be one of check, count, duration, measure, scale, text',
    );
    expect(readProtocolFile(JSON.stringify({ ...document, formatVersion: 2 })).problem).toBe(
      'formatVersion 1 is the only version this server reads',
    );
    expect(readProtocolFile(JSON.stringify({ ...document, colour: 'red' })).problem).toMatch(/colour/);
  });
});

describe('moveAmong', () => {
  it('swaps a protocol with its visible neighbour, leaving archived ones in place', () => {
    expect(moveAmong([1, 2, 3, 4], [1, 3, 4], 3, -1)).toEqual([3, 2, 1, 4]);
    expect(moveAmong([1, 2, 3, 4], [1, 3, 4], 3, 1)).toEqual([1, 2, 4, 3]);
  });

  it('cannot move the first up or the last down', () => {
    expect(moveAmong([1, 2], [1, 2], 1, -1)).toBeNull();
    expect(moveAmong([1, 2], [1, 2], 2, 1)).toBeNull();
  });
});
