// The browser's own speech recognition, used only when the server has no speech-to-text.
// Typed here: TypeScript's DOM library has its events but not the recogniser itself.

type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export const hasBrowserRecognition = () => typeof window !== 'undefined' && recognitionConstructor() !== null;

export type BrowserTranscript = { stop: () => void };

/**
 * Listens while recording and reports the text so far (final phrases, then the one being heard).
 * `onUnavailable` is called when the browser refuses or cannot reach its service.
 */
export function startBrowserTranscript({
  onText,
  onUnavailable,
}: {
  onText: (text: string) => void;
  onUnavailable: () => void;
}): BrowserTranscript | null {
  const Constructor = recognitionConstructor();
  if (!Constructor) return null;
  const recognition = new Constructor();
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.lang = navigator.language || 'en-US';
  let isStopped = false;
  // Each restart begins a new result list: what earlier runs heard is kept in front of it.
  let earlier = '';
  let current = '';
  const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');
  recognition.onresult = (event) => {
    current = join(...Array.from(event.results, (result) => result[0]?.transcript.trim() ?? ''));
    onText(join(earlier, current));
  };
  recognition.onerror = (event) => {
    if (event.error === 'no-speech' || event.error === 'aborted') return;
    isStopped = true;
    onUnavailable();
  };
  // Recognition ends itself after a pause: start again until the recording stops.
  recognition.onend = () => {
    earlier = join(earlier, current);
    current = '';
    if (isStopped) return;
    try {
      recognition.start();
    } catch {
      isStopped = true;
    }
  };
  try {
    recognition.start();
  } catch {
    onUnavailable();
    return null;
  }
  return {
    stop: () => {
      isStopped = true;
      recognition.stop();
    },
  };
}
