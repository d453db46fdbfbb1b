import type { VoiceProcessResponse } from '@uh/core/voice-journal/journal.schema';
import { useRef, useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import { toast } from '#ui/use-toast';
import { useSaveEntry } from '../api/use-journal-mutations';
import { checkEntry, firstInvalidName, serverEntryErrors, summaryError } from '../lib/entry-form';
import { typeNoun } from '../lib/journal-filters';
import { changeSummary, changeType, changeValue, createBody, type DraftContext, type ReviewDraft } from '../lib/review-draft';
import type { VoiceEvent } from '../lib/use-voice-recorder';
import { fieldId, ReviewEntry } from './review-entry';
import { ReviewProtocolEntries } from './review-protocol-entries';

export const REVIEW_HEADING_ID = 'voice-review-heading';

type Props = {
  result: VoiceProcessResponse;
  drafts: ReviewDraft[];
  context: Omit<DraftContext, 'transcript' | 'now'>;
  dispatch: (event: VoiceEvent) => void;
};

/** docs/product.md §4 "on success the entry is added": each entry read from the recording, reviewed before it is saved. */
export function ReviewCard({ result, drafts, context, dispatch }: Props) {
  const save = useSaveEntry();
  const draftContext = (): DraftContext => ({ ...context, transcript: result.transcription, now: new Date() });
  const change = (key: string, update: (draft: ReviewDraft) => ReviewDraft) => dispatch({ type: 'draftChanged', key, change: update });
  const finish = (key: string) => dispatch({ type: 'draftDone', key });
  const [chosenProtocolEntries, setChosenProtocolEntries] = useState(() => new Set(result.protocolEntries.keys()));
  // A ref as well as state: "Save all" saves the drafts one after another within one render.
  const protocolEntriesLogged = useRef(false);
  const [isProtocolLogged, setProtocolLogged] = useState(false);
  const toggleProtocolEntry = (index: number, isChosen: boolean) =>
    setChosenProtocolEntries((current) => {
      const next = new Set(current);
      if (isChosen) next.add(index);
      else next.delete(index);
      return next;
    });
  const protocolEntriesToLog = () =>
    protocolEntriesLogged.current
      ? []
      : result.protocolEntries
          .filter((_, index) => chosenProtocolEntries.has(index))
          .map(({ protocolId, componentId, value }) => ({ protocolId, componentId, value }));

  const saveDraft = async (draft: ReviewDraft): Promise<boolean> => {
    const entryBody = createBody(draft, { ...draftContext(), recordingId: result.recordingId });
    const protocolEntries = protocolEntriesToLog();
    const body = entryBody && (protocolEntries.length > 0 ? { ...entryBody, protocolEntries } : entryBody);
    if (!body) {
      change(draft.key, (current) => ({ ...current, showErrors: true }));
      const check = checkEntry(draft.type, draft.values, context);
      const firstInvalid = firstInvalidName(draft.type, draft.values, {
        ...check.errors,
        summary: summaryError(draft.summary) ?? undefined,
      });
      if (firstInvalid) document.getElementById(fieldId(draft.key, firstInvalid))?.focus();
      return false;
    }
    change(draft.key, (current) => ({ ...current, isSaving: true, serverMessage: null, serverErrors: {} }));
    try {
      const entry = await save.mutateAsync(body);
      if (protocolEntries.length > 0) {
        protocolEntriesLogged.current = true;
        setProtocolLogged(true);
      }
      toast({ title: 'Entry added', description: `Added a new ${typeNoun(entry.type)} entry to your journal.` });
      finish(draft.key);
      return true;
    } catch (error) {
      // Refused (e.g. a fast already running): the entry stays in review with the server's words.
      const { errors, entryMessage } = serverEntryErrors(draft.type, draft.values, errorMessage(error));
      change(draft.key, (current) => ({ ...current, isSaving: false, serverErrors: errors, serverMessage: entryMessage ?? null }));
      toast({ variant: 'destructive', title: 'Entry not saved', description: errorMessage(error) });
      return false;
    }
  };

  const saveAll = async () => {
    for (const draft of drafts) {
      if (!(await saveDraft(draft))) return;
    }
  };
  const isSaving = drafts.some((draft) => draft.isSaving);

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id={REVIEW_HEADING_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
          Review before saving
        </h2>
        <p className="text-sm text-muted-foreground">
          {drafts.length === 1 ? 'This is what your recording says.' : `Your recording holds ${drafts.length} entries.`} Correct anything
          that is wrong: nothing is saved until you press Save.
        </p>
      </div>
      <figure className="space-y-1">
        <figcaption className="text-sm font-medium">Transcript</figcaption>
        <blockquote className="rounded-control bg-surface-muted px-3 py-2 whitespace-pre-wrap">{result.transcription || '—'}</blockquote>
      </figure>
      <ReviewProtocolEntries
        proposals={result.protocolEntries}
        chosen={chosenProtocolEntries}
        onToggle={toggleProtocolEntry}
        isLogged={isProtocolLogged}
      />
      <ul className="space-y-4">
        {drafts.map((draft, index) => (
          <ReviewEntry
            key={draft.key}
            draft={draft}
            position={{ index, count: drafts.length }}
            timeZone={context.timeZone}
            onValue={(name, value) => change(draft.key, (current) => changeValue(current, name, value, draftContext()))}
            onSummary={(summary) => change(draft.key, (current) => changeSummary(current, summary))}
            onType={(type) => change(draft.key, (current) => changeType(current, type, draftContext()))}
            onCreateLogs={(createLogs) => change(draft.key, (current) => ({ ...current, createLogs }))}
            onSave={() => void saveDraft(draft)}
            onDiscard={() => finish(draft.key)}
          />
        ))}
      </ul>
      {drafts.length > 1 ? (
        <div className="flex justify-end">
          <Button onClick={() => void saveAll()} disabled={isSaving}>
            Save all {drafts.length} entries
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
