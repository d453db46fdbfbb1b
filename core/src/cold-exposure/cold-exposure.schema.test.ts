import { describe, expect, it } from 'vitest';
import { coldDefaultTemperature, coldTemperatureError } from './cold-exposure.logic';
import { coldLogCreateSchema, coldLogPatchSchema } from './cold-exposure.schema';

const session = { exposureMethod: 'cold_plunge', temperature: 50, duration: 152 };

describe('cold temperatures', () => {
  it('stop at 30 °C / 86 °F: warmer is not cold exposure', () => {
    expect(coldTemperatureError(86, 'F')).toBeNull();
    expect(coldTemperatureError(30, 'C')).toBeNull();
    expect(coldTemperatureError(87, 'F')).toBe('Temperature must be between -40 and 86 °F');
    expect(coldTemperatureError(31, 'C')).toBe('Temperature must be between -40 and 30 °C');
    expect(coldLogCreateSchema.safeParse({ ...session, temperature: 31, temperatureUnit: 'C' }).error?.issues[0]).toMatchObject({
      path: ['temperature'],
      message: 'Temperature must be between -40 and 30 °C',
    });
    expect(coldLogCreateSchema.safeParse({ ...session, temperature: 87 }).success).toBe(false);
  });

  it('default to a round number in either unit', () => {
    expect(coldDefaultTemperature('F')).toBe(58);
    expect(coldDefaultTemperature('C')).toBe(14);
  });

  it('are checked on a PATCH only with their unit (the service checks a bare one in the stored unit)', () => {
    expect(coldLogPatchSchema.safeParse({ temperature: 31 }).success).toBe(true);
    expect(coldLogPatchSchema.safeParse({ temperature: 31, temperatureUnit: 'C' }).success).toBe(false);
    expect(coldLogPatchSchema.safeParse({ timestamp: '2020-01-01T07:00:00Z' }).success).toBe(true);
  });
});
