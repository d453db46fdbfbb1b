import { fromLocalDateTime, toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { FASTING_PROTOCOLS, fastStatus, resolveFast } from '@uh/core/fasting/fasting.logic';
import type { FastingLog, FastingPatch } from '@uh/core/fasting/fasting.schema';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FormField } from '#ui/form-field';
import { Label } from '#ui/label';
import { fastTimesErrors, hasErrors, type FastTimesErrors } from '../lib/fast-form';
import { formatHm } from '../lib/fast-view';

export type EditFastDialogProps = {
  fast: FastingLog | undefined;
  timeZone: string;
  onClose: () => void;
  onSave: (patch: FastingPatch) => void;
  onDelete: () => void;
  isSaving: boolean;
  isDeleting: boolean;
  /** What the server said when it refused the last save. */
  serverError: string | undefined;
};

/** One fast in detail: correct its times (in the person's zone) and protocol, or delete it. */
export function EditFastDialog({ fast, timeZone, onClose, onSave, onDelete, isSaving, isDeleting, serverError }: EditFastDialogProps) {
  const formId = useId();
  return (
    <Dialog
      isOpen={fast !== undefined}
      onClose={onClose}
      title="Edit fast"
      footer={
        <>
          <Button variant="destructive" className="mr-auto" onClick={onDelete} disabled={isDeleting || isSaving}>
            <Trash2Icon aria-hidden="true" className="size-4" />
            {isDeleting ? 'Deleting...' : 'Delete'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={isSaving || isDeleting}>
            {isSaving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      {fast ? <EditFastForm key={fast.id} id={formId} fast={fast} timeZone={timeZone} onSave={onSave} serverError={serverError} /> : null}
    </Dialog>
  );
}

type FormProps = { id: string; fast: FastingLog; timeZone: string; onSave: (patch: FastingPatch) => void; serverError: string | undefined };

function EditFastForm({ id, fast, timeZone, onSave, serverError }: FormProps) {
  const initial = {
    start: toLocalDateTime(new Date(fast.startTime), timeZone),
    end: fast.endTime ? toLocalDateTime(new Date(fast.endTime), timeZone) : '',
  };
  const [values, setValues] = useState({ ...initial, targetHours: fast.targetHours });
  const [errors, setErrors] = useState<FastTimesErrors>({});
  const [openedAt] = useState(() => Date.now());
  // A picker left as it was keeps the stored instant to the second.
  const start = values.start === initial.start ? new Date(fast.startTime) : fromLocalDateTime(values.start, timeZone);
  const end =
    values.end === initial.end && fast.endTime ? new Date(fast.endTime) : values.end ? fromLocalDateTime(values.end, timeZone) : null;
  const isRunning = fast.endTime === null;

  const preview = start && (end ?? isRunning) ? resolveFast({ startTime: start, endTime: end, targetHours: values.targetHours }) : null;
  const previewStatus = preview ? fastStatus({ endTime: end ? 'ended' : null, completed: preview.completed }) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fastTimesErrors({ start, end, isEndRequired: !isRunning }, new Date());
    setErrors(found);
    if (hasErrors(found) || !start) return;
    onSave({ startTime: start.toISOString(), endTime: end ? end.toISOString() : null, targetHours: values.targetHours });
  };
  const set = (field: 'start' | 'end') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const latest = toLocalDateTime(new Date(openedAt), timeZone);

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        id={`${id}-start`}
        label="Started at"
        type="datetime-local"
        value={values.start}
        max={latest}
        error={errors.start}
        onChange={set('start')}
      />
      <FormField
        id={`${id}-end`}
        label={isRunning ? 'Ended at (leave empty while it runs)' : 'Ended at'}
        type="datetime-local"
        value={values.end}
        min={values.start || undefined}
        max={latest}
        error={errors.end}
        onChange={set('end')}
      />
      <div className="space-y-2">
        <Label htmlFor={`${id}-protocol`}>Protocol</Label>
        <select
          id={`${id}-protocol`}
          value={values.targetHours}
          onChange={(event) => setValues((current) => ({ ...current, targetHours: Number(event.target.value) }))}
          className="block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
        >
          {FASTING_PROTOCOLS.map((protocol) => (
            <option key={protocol.hours} value={protocol.hours}>
              {protocol.label}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm" data-testid="edit-fast-summary">
        {preview?.durationSeconds != null
          ? `Duration ${formatHm(preview.durationSeconds)} · ${previewStatus}`
          : isRunning && !end
            ? 'Still running'
            : ''}
      </p>
      <p className="text-xs text-muted-foreground">Times are in {timeZone}.</p>
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-status-bad">
          {serverError}
        </p>
      ) : null}
    </form>
  );
}
