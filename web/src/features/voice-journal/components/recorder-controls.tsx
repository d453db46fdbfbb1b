import CircleStopIcon from 'lucide-react/icons/circle-stop';
import MicIcon from 'lucide-react/icons/mic';
import Trash2Icon from 'lucide-react/icons/trash-2';
import WandIcon from 'lucide-react/icons/wand-sparkles';
import { Button } from '#ui/button';
import type { useVoiceRecorder } from '../lib/use-voice-recorder';

export const RECORD_BUTTON_ID = 'voice-record-button';
export const PROCESS_BUTTON_ID = 'voice-process-button';
const PROCESS_HINT_ID = 'voice-process-hint';

type Props = {
  voice: ReturnType<typeof useVoiceRecorder>;
  /** The recorder's options have loaded. */
  canStart: boolean;
  /** There is a recording (and, where needed, a transcript) to process. */
  isReady: boolean;
  onProcess: () => void;
};

/** Start or Stop recording, Discard, and Process, with why Process is not available yet. */
export function RecorderControls({ voice, canStart, isReady, onProcess }: Props) {
  const { state } = voice;
  const recording = state.status === 'recorded' || state.status === 'processing' ? state.recording : null;
  const isBusy = state.status === 'starting' || state.status === 'finishing' || state.status === 'processing';
  const processHint =
    state.status === 'recorded' && !isReady
      ? 'Type what you said to process the recording.'
      : state.status === 'idle' || state.status === 'starting' || state.status === 'recording'
        ? 'Record a note first: processing needs a recording.'
        : null;

  return (
    <>
      <div className="flex flex-wrap gap-3">
        {state.status === 'recording' ? (
          <Button id={RECORD_BUTTON_ID} variant="destructive" onClick={voice.stop}>
            <CircleStopIcon aria-hidden="true" className="size-5" />
            Stop recording
          </Button>
        ) : (
          <Button
            id={RECORD_BUTTON_ID}
            onClick={voice.start}
            disabled={!canStart || state.status !== 'idle'}
            variant={state.status === 'idle' ? 'primary' : 'secondary'}
          >
            <MicIcon aria-hidden="true" className="size-5" />
            {state.status === 'starting' ? 'Starting…' : 'Start recording'}
          </Button>
        )}
        {recording ? (
          <Button variant="secondary" onClick={voice.discard} disabled={state.status !== 'recorded'}>
            <Trash2Icon aria-hidden="true" className="size-5" />
            Discard
          </Button>
        ) : null}
        <Button
          id={PROCESS_BUTTON_ID}
          variant={state.status === 'recorded' ? 'primary' : 'secondary'}
          onClick={onProcess}
          disabled={!isReady || isBusy}
          aria-describedby={processHint ? PROCESS_HINT_ID : undefined}
        >
          <WandIcon aria-hidden="true" className="size-5" />
          {state.status === 'processing' ? 'Processing…' : 'Process recording'}
        </Button>
      </div>
      {processHint ? (
        <p id={PROCESS_HINT_ID} className="text-sm text-muted-foreground">
          {processHint}
        </p>
      ) : null}
    </>
  );
}
