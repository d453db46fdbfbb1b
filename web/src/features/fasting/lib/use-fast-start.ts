import { DEFAULT_FASTING_TARGET_HOURS, fastingProtocolLabel } from '@uh/core/fasting/fasting.logic';
import { needsLongFastScreen } from '@uh/core/settings/safety-screen.logic';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsSafetyScreenAccepted } from '#lib/safety-screens';
import { toast } from '#ui/use-toast';
import { fastingLogsQueryOptions, isConflict } from '../api/fasting-queries';
import { useStartFast } from '../api/use-start-fast';
import { FAST_BUTTON_IDS, type StartControlsProps } from '../components/fast-controls';
import { fastStartedMessage, findActiveFast } from './fast-view';

type Options = { userId: number; focusNext: (id: string) => void; announce: (text: string) => void };

/**
 * Starting a fast: the chosen protocol, the safety screen a fast of 24 h or more shows first (until
 * the person has accepted it once), and what is said once the fast starts, is kept offline, or
 * turns out to be running already.
 */
export function useFastStart({ userId, focusNext, announce }: Options) {
  const queryClient = useQueryClient();
  const startFast = useStartFast(userId);
  const [targetHours, setTargetHours] = useState<number>(DEFAULT_FASTING_TARGET_HOURS);
  const isLongFastScreenAccepted = useIsSafetyScreenAccepted('long-fast');
  const [isScreenOpen, setScreenOpen] = useState(false);

  const doStart = () => {
    focusNext(FAST_BUTTON_IDS.end);
    startFast.mutate(
      { startTime: new Date(Date.now()).toISOString(), targetHours },
      {
        onSuccess: (result) => {
          const hours = result.isQueued ? targetHours : result.value.targetHours;
          announce(`Fast started: ${fastingProtocolLabel(hours)}. End Fast is available.`);
          toast(
            result.isQueued
              ? { title: 'Saved on this device', description: 'Your fast will sync when you are back online.' }
              : { title: 'Fast Started', description: fastStartedMessage(hours) },
          );
        },
        onError: (error) => {
          // 409: the list has been re-read; resume the fast the server holds, if it is still running.
          const latest = queryClient.getQueryData(fastingLogsQueryOptions(userId).queryKey) ?? [];
          if (isConflict(error) && findActiveFast(latest)) {
            toast({ title: 'Fast Resumed', description: 'A fast was already running, so its timer picks up where it is.' });
          } else {
            focusNext(FAST_BUTTON_IDS.start);
            toast({ variant: 'destructive', title: 'Error', description: 'Failed to start your fast. Please try again.' });
          }
        },
      },
    );
  };

  const controls: StartControlsProps = {
    targetHours,
    onTargetChange: setTargetHours,
    onStart: () => (needsLongFastScreen(targetHours) && !isLongFastScreenAccepted ? setScreenOpen(true) : doStart()),
    isStarting: startFast.isPending,
  };
  const safetyScreen = {
    isOpen: isScreenOpen,
    onCancel: () => setScreenOpen(false),
    onConfirm: () => {
      setScreenOpen(false);
      doStart();
    },
  };
  // While the start is being saved the timer already runs; a failed start falls back to idle.
  return { controls, safetyScreen, starting: startFast.isPending ? startFast.variables : undefined };
}
