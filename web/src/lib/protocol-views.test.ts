import { describe, expect, it } from 'vitest';
import TimerIcon from 'lucide-react/icons/timer';
import { ALL_PROTOCOL_VIEWS, PROTOCOL_VIEWS, TRACKED_PROTOCOL_VIEWS } from './protocol-views';

describe('protocol views', () => {
  // A protocol added later comes after the built-in ones.
  it('lists the three counted built-in protocols first, with their tracker pages', () => {
    expect(TRACKED_PROTOCOL_VIEWS.slice(0, 3).map(({ href }) => href)).toEqual(['/thirty-thirty-thirty', '/fasting', '/cold-exposure']);
  });

  it('shows every protocol with its page, accent and names', () => {
    expect(ALL_PROTOCOL_VIEWS.slice(0, 4).map(({ href, text }) => `${href} ${text}`)).toEqual([
      '/thirty-thirty-thirty text-protocol-thirty',
      '/fasting text-protocol-fasting',
      '/cold-exposure text-protocol-cold',
      '/biometrics text-protocol-biometrics',
    ]);
    expect(PROTOCOL_VIEWS.fasting).toMatchObject({ title: 'Intermittent Fasting', label: 'Fasting', linkText: 'Open the fasting tracker' });
    expect(PROTOCOL_VIEWS.coldExposure.compactLabel).toBe('Cold');
    expect(PROTOCOL_VIEWS.biometrics.linkText).toBeNull();
  });

  it('shows fasting with the timer everywhere', () => {
    expect(PROTOCOL_VIEWS.fasting.Icon).toBe(TimerIcon);
  });
});
