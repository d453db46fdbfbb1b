import type { VoiceProcessResponse } from '@uh/core/voice-journal/journal.schema';
import { useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '#ui/use-toast';
import { startCapture, type Capture } from './audio-capture';
import { startBrowserTranscript, type BrowserTranscript } from './browser-speech';
import { IDLE, recorderReducer, recordingOf, type RecorderEvent, type RecorderState } from './recorder-machine';
import type { ReviewDraft } from './review-draft';

export type VoiceState = RecorderState<VoiceProcessResponse, ReviewDraft>;
export type VoiceEvent = RecorderEvent<VoiceProcessResponse, ReviewDraft>;

export const MICROPHONE_ERROR = { title: 'Microphone Error', description: 'Could not access your microphone. Please check permissions.' };

type Options = {
  maxSeconds: number;
  /** Listen with the browser's own recognition while recording (no speech engine on the server). */
  listenInBrowser: boolean;
};

/**
 * The recorder card's state and the microphone behind it. Only one capture runs at a time; it
 * ends (every track stopped, the audio context closed) on Stop, at the limit, when the
 * microphone goes away, and when the page is left.
 */
export function useVoiceRecorder({ maxSeconds, listenInBrowser }: Options) {
  const [state, dispatch] = useReducer(recorderReducer<VoiceProcessResponse, ReviewDraft>, IDLE);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const [transcript, setTranscript] = useState('');
  const [isBrowserListening, setBrowserListening] = useState(false);
  const [isBrowserUnavailable, setBrowserUnavailable] = useState(false);
  const capture = useRef<Capture | null>(null);
  const speech = useRef<BrowserTranscript | null>(null);
  const reachedLimit = useRef(false);
  const isMounted = useRef(true);

  const stopListening = () => {
    speech.current?.stop();
    speech.current = null;
    setBrowserListening(false);
  };

  const stop = async () => {
    const current = capture.current;
    if (!current) return;
    capture.current = null;
    setAnalyser(null);
    stopListening();
    dispatch({ type: 'stop' });
    try {
      const { blob, seconds } = await current.stop();
      const recording = { blob, url: URL.createObjectURL(blob), seconds, reachedLimit: reachedLimit.current };
      dispatch({ type: 'finished', recording });
    } catch {
      dispatch({ type: 'failed' });
      toast({ variant: 'destructive', title: 'Recording Error', description: 'The recording could not be finished. Please record again.' });
    }
  };

  const start = async () => {
    if (state.status !== 'idle') return;
    dispatch({ type: 'start' });
    setTranscript('');
    setBrowserUnavailable(false);
    reachedLimit.current = false;
    try {
      const started = await startCapture({
        maxSeconds,
        onLimit: () => {
          reachedLimit.current = true;
          void stop();
        },
        onEnded: () => void stop(),
      });
      if (!isMounted.current) return started.cancel();
      capture.current = started;
      setAnalyser(started.analyser);
      dispatch({ type: 'started', at: Date.now() });
      if (listenInBrowser) {
        speech.current = startBrowserTranscript({
          onText: setTranscript,
          onUnavailable: () => {
            setBrowserUnavailable(true);
            setBrowserListening(false);
          },
        });
        setBrowserListening(speech.current !== null);
        if (!speech.current) setBrowserUnavailable(true);
      }
    } catch {
      dispatch({ type: 'failed' });
      toast({ variant: 'destructive', ...MICROPHONE_ERROR });
    }
  };

  // Leaving the page ends the microphone stream and any listening.
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      capture.current?.cancel();
      capture.current = null;
      speech.current?.stop();
      speech.current = null;
    };
  }, []);

  // A preview URL lives as long as its recording.
  const recording = recordingOf(state);
  useEffect(() => {
    if (!recording) return;
    return () => URL.revokeObjectURL(recording.url);
  }, [recording]);

  const discard = () => {
    dispatch({ type: 'discard' });
    setTranscript('');
  };

  return {
    state,
    dispatch,
    analyser,
    start: () => void start(),
    stop: () => void stop(),
    discard,
    transcript,
    setTranscript,
    isBrowserListening,
    isBrowserUnavailable,
  };
}
