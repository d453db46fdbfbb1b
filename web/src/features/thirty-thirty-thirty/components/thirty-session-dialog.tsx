import CheckCircleIcon from 'lucide-react/icons/circle-check';
import CircleDashedIcon from 'lucide-react/icons/circle-dashed';
import { formatDuration } from '@uh/core/common/duration-format.logic';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { formatDateTime } from '#lib/format';
import { DetailsList, LogDialog, type LogDialogMode } from '#ui/log-dialog';
import { THIRTY_EDIT_FORM_ID, ThirtyEditForm } from './thirty-edit-form';

export type SessionDialogMode = LogDialogMode;

type Props = {
  log: ThirtyLog | null;
  mode: SessionDialogMode;
  timeZone: string;
  onClose: () => void;
  onEdit: () => void;
  onDelete: (log: ThirtyLog) => void;
};

export function ThirtyStatus({ completed }: { completed: boolean }) {
  return completed ? (
    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium">
      <CheckCircleIcon aria-hidden="true" className="size-4 text-status-good" />
      Completed
    </span>
  ) : (
    <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted-foreground">
      <CircleDashedIcon aria-hidden="true" className="size-4" />
      Not completed
    </span>
  );
}

function Details({ log, timeZone }: { log: ThirtyLog; timeZone: string }) {
  return (
    <DetailsList
      rows={[
        { label: 'When', value: formatDateTime(log.timestamp, timeZone) },
        { label: 'Protein', value: `${log.proteinAmount} g` },
        { label: 'Exercise', value: formatDuration(log.exerciseDuration) },
        { label: 'Time after waking', value: log.timeAfterWaking === null ? 'Not recorded' : `${log.timeAfterWaking} min` },
        { label: 'Status', value: <ThirtyStatus completed={log.completed} /> },
      ]}
    />
  );
}

/** One session: its details with Edit and Delete, or the form that corrects it. */
export function ThirtySessionDialog({ log, mode, timeZone, onClose, onEdit, onDelete }: Props) {
  return (
    <LogDialog
      log={log}
      mode={mode}
      titles={{ details: '30-30-30 session', edit: 'Edit 30-30-30 session' }}
      editHint="Completion is worked out again from the numbers you save."
      formId={THIRTY_EDIT_FORM_ID}
      details={(session) => <Details log={session} timeZone={timeZone} />}
      form={(session, callbacks) => <ThirtyEditForm key={session.id} log={session} timeZone={timeZone} {...callbacks} />}
      onClose={onClose}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
