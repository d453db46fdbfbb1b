import { describe, expect, it } from 'vitest';
import { detectEmergency, EMERGENCY_RESPONSES } from './chat-safety.logic';

describe('detectEmergency', () => {
  it.each([
    'I have chest pain after my ice bath',
    'There is pressure in my chest',
    'I fainted during my fast',
    'I feel like fainting',
    'I passed out in the shower',
    'I can’t breathe properly',
    'i cant breathe',
    'shortness of breath since this morning',
    'my friend is having a seizure',
    'I think this is a stroke, my face is drooping',
  ])('treats "%s" as a medical emergency', (text) => {
    expect(detectEmergency(text)).toBe('medical');
  });

  it.each([
    'I have suicidal thoughts',
    'I want to kill myself',
    'I want to end my life',
    'I keep thinking about self-harm',
    'I want to die',
  ])('treats "%s" as self-harm before anything else', (text) => {
    expect(detectEmergency(`${text} and I have chest pain`)).toBe('self-harm');
    expect(detectEmergency(text)).toBe('self-harm');
  });

  it.each([
    'How long should I fast?',
    'Is a cold plunge good for breathing practice?',
    'I swim breaststroke',
    'What is a good resting heart rate?',
  ])('leaves "%s" alone', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });

  it('points to emergency services, and to a crisis line for self-harm', () => {
    expect(EMERGENCY_RESPONSES.medical).toMatch(/emergency number/);
    expect(EMERGENCY_RESPONSES.medical).toMatch(/911/);
    expect(EMERGENCY_RESPONSES['self-harm']).toMatch(/988/);
    expect(EMERGENCY_RESPONSES['self-harm']).toMatch(/116 123/);
  });
});
