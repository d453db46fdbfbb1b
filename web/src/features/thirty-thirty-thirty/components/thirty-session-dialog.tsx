import CheckCircleIcon from 'lucide-react/icons/circle-check';
import CircleDashedIcon from 'lucide-react/icons/circle-dashed';
import { formatDuration } from '@uh/core/common/duration-format.logic';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { formatDateTime } from '#lib/format';
import { DetailsList, LogDialog, type LogDialogView, type OpenLogProps } from '#ui/log-dialog';
import { ThirtyEditForm } from './thirty-edit-form';

type Context = { timeZone: string };

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

function SessionDetails({ log, timeZone }: Context & { log: ThirtyLog }) {
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

const SESSION_DIALOG: LogDialogView<ThirtyLog, Context> = {
  titles: { details: '30-30-30 session', edit: 'Edit 30-30-30 session' },
  editHint: 'Completion is worked out again from the numbers you save.',
  Details: SessionDetails,
  Form: ThirtyEditForm,
};

/** One session: its details with Edit and Delete, or the form that corrects it. */
export function ThirtySessionDialog({ timeZone, ...open }: OpenLogProps<ThirtyLog> & Context) {
  return <LogDialog {...open} view={SESSION_DIALOG} context={{ timeZone }} />;
}
