import { describe, expect, it } from 'vitest';
import { speechEngineText } from './speech-engine-text';

describe('speechEngineText', () => {
  it('says how busy an engine on this server is', () => {
    const load = { model: 'ready' as const, reading: true, waiting: 2 };
    expect(speechEngineText({ configured: true, kind: 'local', label: 'Moonshine base (on this server)', load })).toBe(
      'Moonshine base (on this server): model ready, reading a recording, 2 waiting',
    );
    expect(
      speechEngineText({ configured: true, kind: 'local', label: null, load: { model: 'unloaded', reading: false, waiting: 0 } }),
    ).toBe('local: model not in memory, idle, 0 waiting');
  });

  it('names an engine elsewhere, and says when there is none', () => {
    expect(speechEngineText({ configured: true, kind: 'openai-compatible', label: 'whisper-1', load: null })).toBe('whisper-1');
    expect(speechEngineText({ configured: false, kind: null, label: null, load: null })).toBe(
      'Not configured: people type, or their browser transcribes',
    );
  });
});
