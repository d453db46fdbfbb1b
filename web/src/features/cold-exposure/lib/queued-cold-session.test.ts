import { describe, expect, it } from 'vitest';
import { describeQueuedColdSession } from './queued-cold-session';

describe('describeQueuedColdSession', () => {
  it('shows the method, the temperature in the person’s unit and the time', () => {
    const session = { exposureMethod: 'ice_bath', temperature: 50, temperatureUnit: 'F', duration: 200, completed: true };
    expect(describeQueuedColdSession(session, 'F')).toBe('Ice Bath · 50 °F · 3:20');
    expect(describeQueuedColdSession(session, 'C')).toBe('Ice Bath · 10 °C · 3:20');
    expect(describeQueuedColdSession({ ...session, duration: 34 }, 'F')).toBe('Ice Bath · 50 °F · 34 s');
  });
});
