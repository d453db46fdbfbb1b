/**
 * The recorder card's states (docs/product.md §4): idle → recording → recorded → processing, with the steps
 * between them that take a moment (asking for the microphone, encoding the WAV) and the review of
 * the entries the recording held. An event that does not fit the current state changes nothing,
 * so a double click or a late callback cannot skip a step.
 */

export type Recording = {
  /** The WAV to upload and to preview. */
  blob: Blob;
  /** An object URL of `blob` for the preview player; revoked when the recording is cleared. */
  url: string;
  seconds: number;
  /** Stopped by the 5-minute limit rather than by the person. */
  reachedLimit: boolean;
};

type Keyed = { key: string };

export type RecorderState<TResult, TDraft extends Keyed = Keyed> =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'recording'; startedAt: number }
  | { status: 'finishing' }
  | { status: 'recorded'; recording: Recording }
  | { status: 'processing'; recording: Recording }
  | { status: 'reviewing'; recording: Recording; result: TResult; drafts: TDraft[] };

export type RecorderEvent<TResult, TDraft extends Keyed = Keyed> =
  | { type: 'start' }
  | { type: 'started'; at: number }
  | { type: 'failed' }
  | { type: 'stop' }
  | { type: 'finished'; recording: Recording }
  | { type: 'discard' }
  | { type: 'process' }
  | { type: 'processFailed' }
  | { type: 'processed'; result: TResult; drafts: TDraft[] }
  | { type: 'draftChanged'; key: string; change: (draft: TDraft) => TDraft }
  | { type: 'draftDone'; key: string };

export const IDLE = { status: 'idle' } as const;

export function recorderReducer<TResult, TDraft extends Keyed = Keyed>(
  state: RecorderState<TResult, TDraft>,
  event: RecorderEvent<TResult, TDraft>,
): RecorderState<TResult, TDraft> {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'starting' } : state;
    case 'started':
      return state.status === 'starting' ? { status: 'recording', startedAt: event.at } : state;
    case 'failed':
      // The microphone was refused, or the capture broke: back to the start, nothing kept.
      return state.status === 'starting' || state.status === 'recording' || state.status === 'finishing' ? IDLE : state;
    case 'stop':
      return state.status === 'recording' ? { status: 'finishing' } : state;
    case 'finished':
      return state.status === 'finishing' ? { status: 'recorded', recording: event.recording } : state;
    case 'discard':
      return state.status === 'recorded' ? IDLE : state;
    case 'process':
      return state.status === 'recorded' ? { status: 'processing', recording: state.recording } : state;
    case 'processFailed':
      // The recording stays, so Process can be pressed again.
      return state.status === 'processing' ? { status: 'recorded', recording: state.recording } : state;
    case 'processed':
      if (state.status !== 'processing') return state;
      return event.drafts.length > 0
        ? { status: 'reviewing', recording: state.recording, result: event.result, drafts: event.drafts }
        : IDLE;
    case 'draftChanged':
      if (state.status !== 'reviewing') return state;
      return { ...state, drafts: state.drafts.map((draft) => (draft.key === event.key ? event.change(draft) : draft)) };
    case 'draftDone': {
      // docs/product.md §4: once every entry is saved or discarded, the recording is cleared.
      if (state.status !== 'reviewing') return state;
      const drafts = state.drafts.filter((draft) => draft.key !== event.key);
      return drafts.length > 0 ? { ...state, drafts } : IDLE;
    }
  }
}

/** The recording a state holds, if any (its preview URL is revoked when it goes). */
export function recordingOf<TResult, TDraft extends Keyed>(state: RecorderState<TResult, TDraft>): Recording | null {
  return state.status === 'recorded' || state.status === 'processing' || state.status === 'reviewing' ? state.recording : null;
}

/**
 * docs/product.md §5: processing is impossible without a recording. Without a speech engine on the server,
 * it also needs the words, typed or heard by the browser.
 */
export function canProcess<TResult, TDraft extends Keyed>(
  state: RecorderState<TResult, TDraft>,
  { needsTranscript, transcript }: { needsTranscript: boolean; transcript: string },
) {
  return state.status === 'recorded' && (!needsTranscript || transcript.trim() !== '');
}

/** Whole seconds recorded so far, never past the limit. */
export function recordedSeconds(startedAt: number, now: number, maxSeconds: number): number {
  return Math.min(maxSeconds, Math.max(0, Math.floor((now - startedAt) / 1000)));
}

/** The length limit in words: '5-minute' (or '0:30' for a limit that is not whole minutes). */
export function limitWords(maxSeconds: number): string {
  return maxSeconds % 60 === 0 ? `${maxSeconds / 60}-minute` : `${Math.floor(maxSeconds / 60)}:${String(maxSeconds % 60).padStart(2, '0')}`;
}
