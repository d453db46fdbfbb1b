import type { ProtocolEntryWrite } from '@uh/core/voice-journal/protocol-entries.schema';
import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import type { CreatedLog, JournalEntry, JournalEntryPatch } from '@uh/core/voice-journal/journal.schema';
import type { JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { toast } from '#ui/use-toast';
import { splitCreatedLogs } from '../lib/created-logs';
import { editMovesTicks } from '../lib/entry-edit';
import { journalKeys } from './journal-queries';

const OWN_PROTOCOLS_KEY = 'custom-protocols';

/**
 * After an entry is saved or deleted: the journal re-reads, the checklist and summaries too (a
 * journal entry ticks today's item), and the trackers whose logs were written or deleted.
 */
function refreshAfter(queryClient: QueryClient, logs: readonly CreatedLog[]) {
  const { trackers, values } = splitCreatedLogs(logs);
  const kinds = [...new Set(trackers.map((log) => log.kind))];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: journalKeys.all() }),
    invalidateProgressViews(queryClient),
    // Each tracker keys its lists under its API path.
    ...kinds.map((kind) => queryClient.invalidateQueries({ queryKey: [protocolEntry(kind).api.create] })),
    // The person's own protocols keep their lists under this key (the custom-protocols feature).
    values.length > 0 ? queryClient.invalidateQueries({ queryKey: [OWN_PROTOCOLS_KEY] }) : null,
  ]);
}

/** The body of a save (journalEntryCreateSchema): details already checked by the type's schema. */
export type JournalEntryInput = {
  type: JournalEntryType;
  summary: string;
  details: Record<string, unknown>;
  uncertain: string[];
  transcription?: string;
  recordingId?: string;
  createLogs: boolean;
  protocolEntries?: ProtocolEntryWrite[];
};

/** POST /api/journal/entries: one reviewed entry, and the logs it writes when asked. */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: JournalEntryInput): Promise<JournalEntry> => (await apiRequest('POST', '/api/journal/entries', body)).json(),
    onSuccess: async (entry, body) => {
      await refreshAfter(queryClient, entry.createdLogs);
      if (body.protocolEntries?.length) await queryClient.invalidateQueries({ queryKey: [OWN_PROTOCOLS_KEY] });
    },
  });
}

/**
 * PATCH /api/journal/entries/{id}: a new summary and/or details of the entry's own type. The
 * logs it wrote stay as they are, so only the journal re-reads, and the checklist and progress
 * when the change can move a tick (a water amount).
 */
export function useEditEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: JournalEntryPatch }): Promise<JournalEntry> =>
      (await apiRequest('PATCH', `/api/journal/entries/${id}`, patch)).json(),
    onSuccess: (entry, { patch }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journalKeys.all() }),
        editMovesTicks(entry.type, patch) ? invalidateProgressViews(queryClient) : null,
      ]),
  });
}

/**
 * DELETE /api/journal/entries/{id}, with the logs it created only when the person asks. The toast
 * is said here, not in the row: the row is gone by the time the list has re-read.
 */
export function useDeleteEntry({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entry, alsoDeleteLogs }: { entry: JournalEntry; alsoDeleteLogs: boolean }) => {
      await apiRequest('DELETE', `/api/journal/entries/${entry.id}?alsoDeleteLogs=${alsoDeleteLogs}`);
    },
    onSuccess: async (_, { entry, alsoDeleteLogs }) => {
      toast({ title: 'Entry deleted', description: 'Journal entry has been removed.' });
      await refreshAfter(queryClient, alsoDeleteLogs ? entry.createdLogs : []);
      onDeleted();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Could not delete', description: errorMessage(error) }),
  });
}
