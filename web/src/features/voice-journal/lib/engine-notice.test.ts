import { describe, expect, it } from 'vitest';
import { engineNotice, transcriptSource } from './engine-notice';

describe('which path turns speech into text', () => {
  it('uses the server engine when there is one, else the browser, else typing', () => {
    expect(transcriptSource('local', false)).toBe('server');
    expect(transcriptSource('openai-compatible', true)).toBe('server');
    expect(transcriptSource('none', true)).toBe('browser');
    expect(transcriptSource('none', false)).toBe('typed');
  });

  it('says so on the page', () => {
    expect(engineNotice({ engine: 'local', engineLabel: 'Moonshine base (on this server)' }, 'server')).toBe(
      'Transcribed on this server (Moonshine base).',
    );
    expect(engineNotice({ engine: 'local', engineLabel: null }, 'server')).toBe('Transcribed on this server.');
    expect(engineNotice({ engine: 'openai-compatible', engineLabel: 'whisper-1' }, 'server')).toBe(
      'Transcribed by the speech-to-text service this site is set up with (whisper-1).',
    );
    expect(engineNotice({ engine: 'none', engineLabel: null }, 'browser')).toMatch(/your browser's own speech recognition/);
    expect(engineNotice({ engine: 'none', engineLabel: null }, 'typed')).toMatch(/type what you said/);
  });
});
