import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { UNDO_TOAST_MS } from '@uh/core/protocols/protocols.logic';
import { errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { useEndFastWrite, usePatchFast } from '../api/use-patch-fast';
import { FAST_BUTTON_IDS } from '../components/fast-controls';
import { formatFastTime } from './fast-form';
import { fastEndedEarlyMessage, fastEndedMessage, formatHm } from './fast-view';

type Options = {
  userId: number;
  timeZone: string;
  focusNext: (id: string) => void;
  announce: (text: string) => void;
};

/**
 * Ending a fast and undoing it: the success toast only when the target was reached ('Ended Early'
 * otherwise), Undo for 10 seconds, and no congratulation for a fast another tab had already ended.
 */
export function useEndFast({ userId, timeZone, focusNext, announce }: Options) {
  const patchFast = usePatchFast(userId);
  const endFast = useEndFastWrite(userId);

  const reopen = (log: FastingLog) =>
    patchFast.mutate(
      { id: log.id, patch: { endTime: null } },
      {
        onSuccess: () => {
          focusNext(FAST_BUTTON_IDS.end);
          announce('Fast resumed. End Fast is available again.');
          toast({ title: 'Fast Resumed', description: 'Your fast is running again.' });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Could not undo', description: errorMessage(error) }),
      },
    );

  const end = (fast: FastingLog, endTime: string) => {
    focusNext(FAST_BUTTON_IDS.start);
    endFast.mutate(
      { id: fast.id, endTime },
      {
        onSuccess: (result) => {
          if (result.isQueued) {
            announce('Fast ended. Start Fast is available.');
            toast({ title: 'Saved on this device', description: 'The end of your fast will sync when you are back online.' });
            return;
          }
          const log = result.value;
          if (!log.endTime) return;
          if (Date.parse(log.endTime) !== Date.parse(endTime)) {
            const at = formatFastTime(log.endTime, timeZone);
            announce(`This fast had already ended at ${at}.`);
            toast({ title: 'Already Ended', description: `This fast had already ended at ${at}, so nothing changed.` });
            return;
          }
          const duration = log.duration ?? 0;
          const undo = { label: 'Undo', onClick: () => reopen(log) };
          announce(`Fast ended after ${formatHm(duration)}: ${log.completed ? 'completed' : 'ended early'}. Start Fast is available.`);
          toast(
            log.completed
              ? { title: 'Fast Ended', description: fastEndedMessage(duration), duration: UNDO_TOAST_MS, action: undo }
              : {
                  title: 'Ended Early',
                  description: fastEndedEarlyMessage(duration, log.targetHours),
                  duration: UNDO_TOAST_MS,
                  action: undo,
                },
          );
        },
        onError: () => {
          focusNext(FAST_BUTTON_IDS.end);
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to end your fast. Please try again.' });
        },
      },
    );
  };

  return { end, isEnding: endFast.isPending || patchFast.isPending };
}
