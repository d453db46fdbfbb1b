import { describe, expect, it } from 'vitest';
import { embedHref, embedMenuItems, isEmbedPath, readEmbedLocation } from './embed-location';

describe('reading the widget address', () => {
  it('takes the feature from the path after /embed', () => {
    expect(readEmbedLocation('/embed/fasting', '')).toEqual({ route: '/fasting', theme: 'light', showNavigation: false });
    expect(readEmbedLocation('/embed/thirty-thirty-thirty', '?theme=dark&nav=1')).toEqual({
      route: '/thirty-thirty-thirty',
      theme: 'dark',
      showNavigation: true,
    });
    expect(readEmbedLocation('/embed/chat/', '')).toMatchObject({ route: '/chat' });
  });

  it('takes route= when the path names no feature, and the path first when both do', () => {
    expect(readEmbedLocation('/embed', '?route=/cold-exposure')).toMatchObject({ route: '/cold-exposure' });
    expect(readEmbedLocation('/embed/', 'route=%2Fvoice-journal')).toMatchObject({ route: '/voice-journal' });
    expect(readEmbedLocation('/embed/fasting', '?route=/chat')).toMatchObject({ route: '/fasting' });
  });

  it('shows the menu in light mode without navigation for anything unknown', () => {
    for (const [path, search] of [
      ['/embed', ''],
      ['/embed/settings', ''],
      ['/embed/fasting/extra', ''],
      ['/embed', '?route=/settings&theme=purple&nav=yes'],
      ['/embed', '?route=https://evil.example/fasting'],
    ]) {
      expect(readEmbedLocation(path!, search!)).toEqual({ route: '/', theme: 'light', showNavigation: false });
    }
  });

  it('knows widget paths from the generator and other pages', () => {
    expect(isEmbedPath('/embed')).toBe(true);
    expect(isEmbedPath('/embed/fasting')).toBe(true);
    expect(isEmbedPath('/embed-generator')).toBe(false);
    expect(isEmbedPath('/embed-sign-in')).toBe(false);
    expect(readEmbedLocation('/embed-generator', '?route=/fasting')).toMatchObject({ route: '/fasting' });
  });
});

describe('addresses inside the widget', () => {
  it('keeps the theme and the navigation and puts the feature in the path', () => {
    expect(embedHref('/fasting', { theme: 'dark', showNavigation: true })).toBe('/embed/fasting?theme=dark&nav=1');
    expect(embedHref('/', { theme: 'light', showNavigation: false })).toBe('/embed?theme=light&nav=0');
  });

  it('lists the five features with the menu’s exact labels', () => {
    expect(embedMenuItems({ theme: 'light', showNavigation: false }).map(({ label, href }) => [label, href])).toEqual([
      ['30-30-30 Method', '/embed/thirty-thirty-thirty?theme=light&nav=0'],
      ['Fasting Tracker', '/embed/fasting?theme=light&nav=0'],
      ['Cold Exposure', '/embed/cold-exposure?theme=light&nav=0'],
      ['Voice Journal', '/embed/voice-journal?theme=light&nav=0'],
      ['Wellness Chat', '/embed/chat?theme=light&nav=0'],
    ]);
  });
});
