import type { CustomDay, CustomEntry, CustomPause, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage, type HttpMethod } from '#lib/api-client';
import { sendOrQueue } from '#lib/offline-writes';
import { useSession } from '#lib/session';
import { toast } from '#ui/use-toast';
import { CUSTOM_PROTOCOLS_URL, customProtocolKeys } from './custom-protocol-keys';
import { protocolUrl } from './custom-days-queries';
import { customDayWriteKind, queuedEntryLabel, queuedSkipLabel } from './queued-entries';

/** How long the Undo of a deleted entry stays on screen. */
export const ENTRY_UNDO_MS = 10_000;

export type EntryInput = {
  componentId: string;
  date: string;
  value?: number;
  text?: string;
  note?: string;
  source?: CustomEntry['source'];
};
export type EntryPatch = { value?: number; text?: string; note?: string | null };

const json = async <T>(response: Response) => (await response.json()) as T;

/** After a change to one protocol's days: every range of them, and every protocol's figures (Progress). */
const readDaysAgain = (queryClient: QueryClient, protocolId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: customProtocolKeys.allDays(protocolId) }),
    queryClient.invalidateQueries({ queryKey: customProtocolKeys.allFigures() }),
  ]);

/**
 * A write to one protocol's days: afterwards every range read of its days (the tracker, the
 * dashboard card, the checklist rows) is read again; a failure says why in a toast.
 */
function useDayMutation<TInput, TOutput>(protocolId: number, failedTitle: string, mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onError: (error) => toast({ variant: 'destructive', title: failedTitle, description: errorMessage(error) }),
    onSettled: () => readDaysAgain(queryClient, protocolId),
  });
}

const entriesUrl = (protocolId: number) => `${protocolUrl(protocolId)}/entries`;

/**
 * A write to one protocol's days that works offline (docs/protocols.md): without a connection it
 * is kept on this device, listed as waiting to sync under `label`, and sent when the connection
 * returns, after which the days are read again. Its body names its day, so nothing is re-timed.
 */
function useQueueableDayWrite<TInput, TOutput>(
  protocolId: number,
  failedTitle: string,
  requestOf: (input: TInput) => { label: string; method: HttpMethod; url: string; body: unknown },
) {
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  return useMutation({
    // Runs offline too: sendOrQueue keeps the write rather than waiting for a connection.
    networkMode: 'always',
    mutationFn: async (input: TInput) => {
      if (!user) throw new Error('Sign in to log.');
      return sendOrQueue<TOutput>(user.id, { kind: customDayWriteKind(protocolId), ...requestOf(input) });
    },
    onSuccess: (result) => {
      if (result.isQueued)
        toast({ title: 'Saved on this device', description: `${result.write.label} will sync when you are back online.` });
    },
    onError: (error) => toast({ variant: 'destructive', title: failedTitle, description: errorMessage(error) }),
    onSettled: () => readDaysAgain(queryClient, protocolId),
  });
}

/** POST …/entries: one value of one component on one day; kept on the device while offline. */
export function useLogEntry(protocolId: number) {
  const queryClient = useQueryClient();
  return useQueueableDayWrite<EntryInput, CustomEntry>(protocolId, 'Could not log', (entry) => ({
    label: queuedEntryLabel(queryClient, protocolId, entry),
    method: 'POST',
    url: entriesUrl(protocolId),
    body: entry,
  }));
}

/** PATCH …/entries/{entryId}: a correction of its value, text or note. */
export const usePatchEntry = (protocolId: number) =>
  useDayMutation(protocolId, 'Could not save the change', async ({ entryId, patch }: { entryId: number; patch: EntryPatch }) =>
    json<CustomEntry>(await apiRequest('PATCH', `${entriesUrl(protocolId)}/${entryId}`, patch)),
  );

/** The deleted entry as a new one: what Undo posts back. */
export const entryAgain = (entry: CustomEntry): EntryInput => ({
  componentId: entry.componentId,
  date: entry.date,
  ...(entry.value === null ? {} : { value: entry.value }),
  ...(entry.text === null ? {} : { text: entry.text }),
  ...(entry.note === null ? {} : { note: entry.note }),
  source: entry.source,
});

/**
 * DELETE …/entries/{entryId}. From the history the toast offers Undo, which posts the entry back;
 * a quick control that untoggles its own tick needs none, since one more tap puts it back.
 */
export function useDeleteEntry(protocolId: number, { offerUndo }: { offerUndo: boolean }) {
  const queryClient = useQueryClient();
  const restore = async (entry: CustomEntry) => {
    try {
      await apiRequest('POST', entriesUrl(protocolId), entryAgain(entry));
      toast({ title: 'Restored', description: 'The entry is back.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not undo', description: errorMessage(error) });
    } finally {
      await readDaysAgain(queryClient, protocolId);
    }
  };
  return useMutation({
    mutationFn: async (entryId: number) => json<CustomEntry>(await apiRequest('DELETE', `${entriesUrl(protocolId)}/${entryId}`)),
    onSuccess: (deleted) => {
      if (!offerUndo) return;
      toast({
        title: 'Entry deleted',
        description: 'Undo within 10 seconds if that was a mistake.',
        duration: ENTRY_UNDO_MS,
        action: { label: 'Undo', onClick: () => void restore(deleted) },
      });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Could not delete', description: errorMessage(error) }),
    onSettled: () => readDaysAgain(queryClient, protocolId),
  });
}

const skipUrl = (protocolId: number, date: string) => `${protocolUrl(protocolId)}/days/${date}/skip`;

/** PUT …/days/{date}/skip: the day neither breaks the streak nor lowers strength; kept on the device while offline. */
export function useSkipDay(protocolId: number) {
  const queryClient = useQueryClient();
  return useQueueableDayWrite<{ date: string; reason?: string }, CustomDay>(protocolId, 'Could not skip the day', ({ date, reason }) => ({
    label: queuedSkipLabel(queryClient, protocolId, date),
    method: 'PUT',
    url: skipUrl(protocolId, date),
    body: reason ? { reason } : {},
  }));
}

/** DELETE …/days/{date}/skip. */
export const useUndoSkip = (protocolId: number) =>
  useDayMutation(protocolId, 'Could not undo the skip', async (date: string) => {
    await apiRequest('DELETE', skipUrl(protocolId, date));
  });

/** POST …/pauses: vacation or illness, from and to inclusive. */
export const useAddPause = (protocolId: number) =>
  useDayMutation(protocolId, 'Could not pause', async (pause: { from: string; to: string; reason?: string }) =>
    json<CustomPause>(await apiRequest('POST', `${protocolUrl(protocolId)}/pauses`, pause)),
  );

/** DELETE …/pauses/{pauseId}. */
export const useRemovePause = (protocolId: number) =>
  useDayMutation(protocolId, 'Could not remove the pause', async (pauseId: number) => {
    await apiRequest('DELETE', `${protocolUrl(protocolId)}/pauses/${pauseId}`);
  });

/**
 * PUT or DELETE …/logged-everything/{date}: that day's unknowns, for every protocol, become not
 * done. Every protocol's days are read again.
 */
export function useLoggedEverything() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ date, isOn }: { date: string; isOn: boolean }) =>
      json<{ date: string; loggedEverything: boolean }>(
        await apiRequest(isOn ? 'PUT' : 'DELETE', `${CUSTOM_PROTOCOLS_URL}/logged-everything/${date}`),
      ),
    onError: (error) => toast({ variant: 'destructive', title: 'Could not save', description: errorMessage(error) }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'custom-protocols' && (queryKey[2] === 'days' || queryKey[1] === 'figures'),
      }),
  });
}

/** PATCH {safetyAcknowledged: true}: the safety questions were read; they are not asked again. */
export function useAcknowledgeSafety(protocolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => json<CustomProtocol>(await apiRequest('PATCH', protocolUrl(protocolId), { safetyAcknowledged: true })),
    onSuccess: (protocol) => {
      queryClient.setQueryData(customProtocolKeys.one(protocolId), protocol);
      void queryClient.invalidateQueries({ queryKey: customProtocolKeys.list() });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Could not save', description: errorMessage(error) }),
  });
}
