import type { VoiceOptions } from '@uh/core/voice-journal/journal.schema';

export type TranscriptSource = 'server' | 'browser' | 'typed';

/**
 * Where the words come from: the server's engine when it has one; otherwise the browser's own
 * speech recognition where it exists (the person can correct it), else the person types them.
 */
export function transcriptSource(engine: VoiceOptions['engine'], hasBrowserRecognition: boolean): TranscriptSource {
  if (engine !== 'none') return 'server';
  return hasBrowserRecognition ? 'browser' : 'typed';
}

// Labels may already say where they run ('Moonshine base (on this server)'): said once is enough.
const withoutPlace = (label: string) => label.replace(/\s*\(on this server\)\s*$/i, '').trim();

/** The sentence on the recorder card saying which path turns speech into text. */
export function engineNotice(options: Pick<VoiceOptions, 'engine' | 'engineLabel'>, source: TranscriptSource): string {
  const label = options.engineLabel ? withoutPlace(options.engineLabel) : '';
  if (options.engine === 'local') return label ? `Transcribed on this server (${label}).` : 'Transcribed on this server.';
  if (options.engine === 'openai-compatible') {
    return `Transcribed by the speech-to-text service this site is set up with${label ? ` (${label})` : ''}.`;
  }
  return source === 'browser'
    ? "This server has no speech-to-text, so your browser's own speech recognition writes what you say as you speak (some browsers use their maker's online service for it). Check the text before processing."
    : 'This server has no speech-to-text: after recording, type what you said. The recording is kept with your entry.';
}
