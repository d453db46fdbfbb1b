import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { useFastCorrections } from '../lib/use-fast-corrections';
import { EditFastDialog } from './edit-fast-dialog';
import { FastingHistory } from './fasting-history';

type Props = { userId: number; logs: readonly FastingLog[]; timeZone: string; now: number; isLoading: boolean };

/** The history table with its detail view: correct a fast's times, or delete it (with Undo). */
export function FastingHistoryEditor({ userId, logs, timeZone, now, isLoading }: Props) {
  const { edit, dialog } = useFastCorrections(userId, logs);
  return (
    <>
      <FastingHistory logs={logs} timeZone={timeZone} now={now} isLoading={isLoading} onEdit={edit} />
      <EditFastDialog {...dialog} timeZone={timeZone} />
    </>
  );
}
