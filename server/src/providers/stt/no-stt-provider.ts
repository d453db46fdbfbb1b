import { SttError, type SttProvider } from './stt-provider';

/**
 * No speech engine on the server (`STT_PROVIDER=none`): the page fills the transcript with the
 * browser's own speech recognition where there is one, or asks the person to type it.
 */
export function createNoSttProvider(): SttProvider {
  return {
    info: { engine: 'none', label: null },
    transcribe: () =>
      Promise.reject(
        new SttError('unavailable', 'Speech-to-text is turned off on this server: type what you said, or use your browser’s dictation.'),
      ),
    close: async () => {},
  };
}
