import { formatDuration } from '@uh/core/common/duration-format.logic';
import type { VoiceOptions } from '@uh/core/voice-journal/journal.schema';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { engineNotice, type TranscriptSource } from '../lib/engine-notice';
import { canProcess, limitWords } from '../lib/recorder-machine';
import type { useVoiceRecorder } from '../lib/use-voice-recorder';
import { LevelMeter } from './level-meter';
import { RecorderControls } from './recorder-controls';
import { RecordingTimer, TimerFace } from './recording-timer';
import { TranscriptBox } from './transcript-box';

type Props = {
  voice: ReturnType<typeof useVoiceRecorder>;
  options: { data: VoiceOptions | undefined; isError: boolean; isFetching: boolean; refetch: () => void };
  source: TranscriptSource;
  onProcess: () => void;
};

const STATUS_TEXT = {
  idle: 'Ready to record',
  starting: 'Waiting for the microphone…',
  recording: 'Recording',
  finishing: 'Preparing your recording…',
  recorded: 'Recorded',
  processing: 'Processing your recording…',
  reviewing: 'Review the entries below',
} as const;

/** docs/product.md §4 voice recorder: idle → recording (m:ss, level) → recorded (preview, discard) → processing. */
export function RecorderCard({ voice, options, source, onProcess }: Props) {
  const { state } = voice;
  const maxSeconds = options.data?.maxSeconds ?? 300;
  const needsTranscript = source !== 'server';
  const isReady = canProcess(state, { needsTranscript, transcript: voice.transcript });
  const recording = state.status === 'recorded' || state.status === 'processing' ? state.recording : null;
  const limitText = `Recording stopped at the ${limitWords(maxSeconds)} limit.`;

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Record a note</h2>
        {options.data ? (
          <p className="text-sm text-muted-foreground">{engineNotice(options.data, source)}</p>
        ) : options.isError ? (
          <LoadError
            isFramed={false}
            message="Couldn't load how recordings are transcribed."
            onRetry={options.refetch}
            isRetrying={options.isFetching}
          />
        ) : (
          <p aria-hidden="true" className="h-5 w-3/4 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
        )}
      </div>

      <div className="flex flex-col items-center gap-3">
        {state.status === 'recording' ? (
          <RecordingTimer startedAt={state.startedAt} maxSeconds={maxSeconds} />
        ) : (
          <TimerFace seconds={recording?.seconds ?? 0} />
        )}
        {/* The state in words, announced when it changes (not on every tick). */}
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          {state.status === 'recording' ? <span aria-hidden="true" className="size-2.5 rounded-full bg-status-bad" /> : null}
          {STATUS_TEXT[state.status]}
          {recording?.reachedLimit ? <span> · {limitText}</span> : null}
        </p>
        {voice.analyser && state.status === 'recording' ? <LevelMeter analyser={voice.analyser} /> : null}
      </div>

      {recording ? (
        <div className="space-y-2">
          {/* The WAV as it will be sent: listen before processing. */}
          <audio controls src={recording.url} aria-label="Your recording" className="w-full" />
          <p className="figures text-sm text-muted-foreground">Length {formatDuration(recording.seconds)}</p>
        </div>
      ) : null}

      {needsTranscript && (state.status === 'recording' || recording) ? (
        <TranscriptBox
          source={source}
          value={voice.transcript}
          onChange={voice.setTranscript}
          isRecording={state.status === 'recording'}
          isListening={voice.isBrowserListening}
          isUnavailable={voice.isBrowserUnavailable}
          isDisabled={state.status === 'processing'}
        />
      ) : null}

      <RecorderControls voice={voice} canStart={options.data !== undefined} isReady={isReady} onProcess={onProcess} />
      <p className="text-sm text-muted-foreground">
        Recordings stop by themselves at the {limitWords(maxSeconds)} limit. Nothing is saved until you review it.
      </p>
    </Card>
  );
}
