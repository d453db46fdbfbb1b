import { describe, expect, it } from 'vitest';
import { GENERATOR_FEATURES, generatorOutput, generatorReducer, INITIAL_GENERATOR_STATE } from './generator-state';

const origins = { appOrigin: 'https://health.example.com', pageOrigin: 'http://127.0.0.1:3000' };

describe('the generator form', () => {
  it('starts from the spec defaults: the menu, light, 100% × 600px, no navigation', () => {
    expect(INITIAL_GENERATOR_STATE).toEqual({ route: '/', theme: 'light', width: '100%', height: '600px', showNavigation: false });
  });

  it('offers the menu and the five features, in the spec order', () => {
    expect(GENERATOR_FEATURES.map(({ route, label }) => `${route} ${label}`)).toEqual([
      '/ Feature Selection',
      '/thirty-thirty-thirty 30-30-30 Method',
      '/fasting Fasting Tracker',
      '/cold-exposure Cold Exposure',
      '/voice-journal Voice Journal',
      '/chat Wellness Chat',
    ]);
  });

  it('keeps free-text sizes as typed and resets each one to its own default', () => {
    let state = generatorReducer(INITIAL_GENERATOR_STATE, { type: 'width', value: '420px' });
    state = generatorReducer(state, { type: 'height', value: 'tall' });
    expect(state).toMatchObject({ width: '420px', height: 'tall' });
    state = generatorReducer(state, { type: 'resetWidth' });
    expect(state).toMatchObject({ width: '100%', height: 'tall' });
    state = generatorReducer(state, { type: 'resetHeight' });
    expect(state).toEqual(INITIAL_GENERATOR_STATE);
  });

  it('follows the feature, theme and navigation choices into the snippet and the preview', () => {
    let state = generatorReducer(INITIAL_GENERATOR_STATE, { type: 'route', route: '/cold-exposure' });
    state = generatorReducer(state, { type: 'theme', theme: 'dark' });
    state = generatorReducer(state, { type: 'navigation', isOn: true });
    const { snippet, previewUrl } = generatorOutput(state, origins);
    expect(snippet).toContain('src="https://health.example.com/embed/cold-exposure?theme=dark&amp;nav=1"');
    expect(snippet).toContain('title="Ultimate Human – Cold Exposure"');
    expect(previewUrl).toBe('http://127.0.0.1:3000/embed/cold-exposure?theme=dark&nav=1');
    expect(generatorOutput(INITIAL_GENERATOR_STATE, origins).previewUrl).toBe('http://127.0.0.1:3000/embed?theme=light&nav=0');
  });
});
