import { describe, expect, it } from 'vitest';
import { chosenLabel, GENERATOR_FEATURES, generatorOutput, generatorReducer, INITIAL_GENERATOR_STATE, sizeErrors } from './generator-state';

const origins = { appOrigin: 'https://health.example.com', pageOrigin: 'http://127.0.0.1:3000' };

describe('the generator form', () => {
  it('starts from the docs/product.md defaults: the menu, light, 100% × 600px, no navigation', () => {
    expect(INITIAL_GENERATOR_STATE).toEqual({
      route: '/',
      theme: 'light',
      width: '100%',
      height: '600px',
      widthInput: '100%',
      heightInput: '600px',
      showNavigation: false,
    });
    expect(sizeErrors(INITIAL_GENERATOR_STATE)).toEqual({ width: null, height: null });
  });

  it('offers the menu and the five features, in the docs/product.md order', () => {
    expect(GENERATOR_FEATURES.map(({ route, label }) => `${route} ${label}`)).toEqual([
      '/ Feature Selection',
      '/thirty-thirty-thirty 30-30-30 Method',
      '/fasting Fasting Tracker',
      '/cold-exposure Cold Exposure',
      '/voice-journal Voice Journal',
      '/chat Wellness Chat',
    ]);
  });

  it('puts a valid size in the code, keeps the last valid one while the field holds an error, and resets each to its default', () => {
    let state = generatorReducer(INITIAL_GENERATOR_STATE, { type: 'width', value: '420px' });
    state = generatorReducer(state, { type: 'height', value: '720' });
    expect(state).toMatchObject({ width: '420px', height: '720', widthInput: '420px', heightInput: '720' });
    for (const typed of ['', 'abc', '-5px', '100%; background:red']) {
      state = generatorReducer(state, { type: 'width', value: typed });
      expect(state).toMatchObject({ width: '420px', widthInput: typed });
      expect(sizeErrors(state).width).toMatch(/^Width /);
      expect(generatorOutput(state, origins).snippet).toContain('width="420px" height="720"');
    }
    state = generatorReducer(state, { type: 'resetWidth' });
    expect(state).toMatchObject({ width: '100%', widthInput: '100%', height: '720' });
    expect(sizeErrors(state).width).toBeNull();
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

  it("makes the code of an own protocol's widget, named after the protocol", () => {
    const ownProtocols = [{ route: '/protocols/12', label: 'Evening walk' }] as const;
    const state = generatorReducer(INITIAL_GENERATOR_STATE, { type: 'route', route: '/protocols/12' });
    const { snippet, previewUrl } = generatorOutput(state, { ...origins, label: chosenLabel(state.route, ownProtocols) });
    expect(snippet).toContain('src="https://health.example.com/embed/protocols/12?theme=light&amp;nav=0"');
    expect(snippet).toContain('title="Ultimate Human – Evening walk"');
    expect(previewUrl).toBe('http://127.0.0.1:3000/embed/protocols/12?theme=light&nav=0');
    expect(chosenLabel('/fasting', ownProtocols)).toBe('Fasting Tracker');
  });
});
