import { Label } from '#ui/label';
import type { TranscriptSource } from '../lib/engine-notice';

export const TRANSCRIPT_INPUT_ID = 'voice-transcript';

type Props = {
  source: TranscriptSource;
  value: string;
  onChange: (value: string) => void;
  isRecording: boolean;
  isListening: boolean;
  isUnavailable: boolean;
  isDisabled: boolean;
};

/**
 * Without a speech engine on the server, the words come from here: heard by the browser while
 * recording (then correctable), or typed after it.
 */
export function TranscriptBox({ source, value, onChange, isRecording, isListening, isUnavailable, isDisabled }: Props) {
  const isHeard = source === 'browser' && !isUnavailable;
  const hintId = `${TRANSCRIPT_INPUT_ID}-hint`;
  const hint = isHeard
    ? isRecording
      ? isListening
        ? 'Your browser writes what it hears here as you speak.'
        : 'Starting speech recognition…'
      : 'Correct anything misheard before processing.'
    : source === 'browser'
      ? "Your browser's speech recognition is not available right now: type what you said."
      : 'This server has no speech-to-text: type what you said, as you said it.';
  return (
    <div className="space-y-2">
      <Label htmlFor={TRANSCRIPT_INPUT_ID}>{isHeard ? 'What your browser heard' : 'Type what you said'}</Label>
      <textarea
        id={TRANSCRIPT_INPUT_ID}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // While the browser is writing, typing would be overwritten: it opens once recording stops.
        readOnly={isHeard && isRecording}
        disabled={isDisabled}
        rows={3}
        maxLength={20_000}
        aria-describedby={hintId}
        className="block w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground read-only:bg-surface-muted disabled:opacity-60"
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
