import { useQuery } from '@tanstack/react-query';
import { VOICE_MAX_SECONDS } from '@uh/core/voice-journal/journal.schema';
import { usePreferences } from '#lib/preferences';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { toast } from '#ui/use-toast';
import { useProcessRecording, useSpeechEngineWarmUp, voiceOptionsQueryOptions } from '../api/voice-queries';
import { JournalSection } from '../components/journal-section';
import { RecorderCard } from '../components/recorder-card';
import { PROCESS_BUTTON_ID, RECORD_BUTTON_ID } from '../components/recorder-controls';
import { REVIEW_HEADING_ID, ReviewCard } from '../components/review-card';
import { TRANSCRIPT_INPUT_ID } from '../components/transcript-box';
import { hasBrowserRecognition } from '../lib/browser-speech';
import { transcriptSource } from '../lib/engine-notice';
import { PROCESSING_ERROR_TITLE, processingErrorText } from '../lib/processing-error';
import { draftFromEntry } from '../lib/review-draft';
import { useFocusOnStatus } from '../lib/use-focus-on-status';
import { useVoiceRecorder } from '../lib/use-voice-recorder';

/** /voice-journal (docs/product.md §2): a recorder card, the review of what was said, and the journal. */
export function VoiceJournalPage() {
  useDocumentTitle('Voice Journal');
  const { data: user } = useSession();
  if (!user) return null;
  return <VoiceJournal timeZone={user.timeZone} />;
}

function VoiceJournal({ timeZone }: { timeZone: string }) {
  useSpeechEngineWarmUp();
  const options = useQuery(voiceOptionsQueryOptions);
  const preferences = usePreferences();
  const source = transcriptSource(options.data?.engine ?? 'local', hasBrowserRecognition());
  const voice = useVoiceRecorder({ maxSeconds: options.data?.maxSeconds ?? VOICE_MAX_SECONDS, listenInBrowser: source === 'browser' });
  const processing = useProcessRecording();
  const { state, dispatch } = voice;
  const units = { weightUnit: preferences.data?.weightUnit ?? 'lbs', temperatureUnit: preferences.data?.temperatureUnit ?? 'F' } as const;

  useFocusOnStatus(state.status, (from, to) => {
    if (to === 'recording' || to === 'idle') return RECORD_BUTTON_ID;
    if (to === 'recorded' && from === 'finishing') return source === 'server' ? PROCESS_BUTTON_ID : TRANSCRIPT_INPUT_ID;
    if (to === 'reviewing') return REVIEW_HEADING_ID;
    return null;
  });

  const onProcess = () => {
    if (state.status !== 'recorded') return;
    dispatch({ type: 'process' });
    const transcript = source === 'server' ? null : voice.transcript.trim();
    processing.mutate(
      { audio: state.recording.blob, transcript },
      {
        onSuccess: (result) => {
          // Every entry read from the recording is reviewed on its own (the server always finds one).
          const context = { ...units, timeZone, now: new Date(), transcript: result.transcription };
          const drafts = result.entries.map((entry, index) => draftFromEntry(entry, `${Date.now()}-${index}`, context));
          dispatch({ type: 'processed', result, drafts });
          toast({ title: 'Recording processed', description: 'Your voice recording has been processed successfully.' });
        },
        onError: (error) => {
          dispatch({ type: 'processFailed' });
          toast({ variant: 'destructive', title: PROCESSING_ERROR_TITLE, description: processingErrorText(error) });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Voice Journal</h1>
        <p className="text-muted-foreground">
          Say what you ate, how you trained, a reading or how you feel. You check what was heard before anything is saved.
        </p>
      </header>
      <RecorderCard
        voice={voice}
        options={{ data: options.data, isError: options.isError, isFetching: options.isFetching, refetch: () => void options.refetch() }}
        source={source}
        onProcess={onProcess}
      />
      {state.status === 'reviewing' ? (
        <ReviewCard result={state.result} drafts={state.drafts} context={{ ...units, timeZone }} dispatch={dispatch} />
      ) : null}
      <JournalSection timeZone={timeZone} />
    </div>
  );
}
