import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { describe, expect, it } from 'vitest';
import { coldEditPatch, coldEditValues } from './cold-edit-form';

const log: ColdLog = {
  id: 9,
  userId: 1,
  exposureMethod: 'ice_bath',
  temperature: 50,
  temperatureUnit: 'F',
  duration: 152,
  completed: true,
  timestamp: '2026-05-03T14:30:12.000Z',
  localDay: '2026-05-03',
};
const zone = 'Pacific/Auckland';

describe('correcting a cold session', () => {
  it('shows it in the person’s zone and unit', () => {
    expect(coldEditValues(log, zone, 'C')).toEqual({
      when: '2026-05-04T02:30',
      method: 'ice_bath',
      temperature: '10',
      minutes: '2',
      seconds: '32',
    });
    expect(coldEditValues(log, zone, 'F').temperature).toBe('50');
  });

  it('sends only what changed, a new temperature in the person’s unit', () => {
    const values = coldEditValues(log, zone, 'C');
    expect(coldEditPatch(log, values, zone, 'C')).toEqual({ errors: {}, patch: {} });
    expect(coldEditPatch(log, { ...values, temperature: '8', minutes: '3', seconds: '0' }, zone, 'C').patch).toEqual({
      temperature: 8,
      temperatureUnit: 'C',
      duration: 180,
    });
    expect(coldEditPatch(log, { ...values, when: '2026-05-03T20:00', method: 'cold_plunge' }, zone, 'C').patch).toEqual({
      exposureMethod: 'cold_plunge',
      timestamp: '2026-05-03T08:00:00.000Z',
    });
  });

  it('refuses warm water and typos under their fields', () => {
    const values = coldEditValues(log, zone, 'C');
    expect(coldEditPatch(log, { ...values, temperature: '31', seconds: '1e1' }, zone, 'C')).toEqual({
      patch: null,
      errors: { temperature: 'Temperature must be between -40 and 30 °C', seconds: 'Seconds must be a plain number, like 12 or 12.5' },
    });
    expect(coldEditPatch(log, { ...values, minutes: '0', seconds: '0' }, zone, 'C').errors).toEqual({
      minutes: 'Duration must be between 1 and 10800 seconds',
    });
  });
});
