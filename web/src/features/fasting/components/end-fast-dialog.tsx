import { fromLocalDateTime, toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { isFastCompleted, secondsBetween } from '@uh/core/fasting/fasting.logic';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FormField } from '#ui/form-field';
import { fastTimesErrors } from '../lib/fast-form';
import { formatHm } from '../lib/fast-view';

export type EndFastDialogProps = {
  fast: FastingLog | undefined;
  timeZone: string;
  isOpen: boolean;
  onCancel: () => void;
  /** The end time chosen: now unless the person changed the picker. */
  onConfirm: (endTime: string) => void;
};

/**
 * "End this fast?": a misclick must not cost a fast. Shows how long it has lasted against the
 * target, and lets the person give the real end time (they may have eaten earlier).
 */
export function EndFastDialog({ fast, timeZone, isOpen, onCancel, onConfirm }: EndFastDialogProps) {
  const formId = useId();
  return (
    <Dialog
      isOpen={isOpen && fast !== undefined}
      onClose={onCancel}
      title="End this fast?"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Keep Fasting
          </Button>
          <Button type="submit" form={formId}>
            End Fast
          </Button>
        </>
      }
    >
      {fast ? <EndFastForm id={formId} fast={fast} timeZone={timeZone} onConfirm={onConfirm} /> : null}
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so the picker starts at that moment. */
function EndFastForm({
  id,
  fast,
  timeZone,
  onConfirm,
}: {
  id: string;
  fast: FastingLog;
  timeZone: string;
  onConfirm: (endTime: string) => void;
}) {
  const [openedAt] = useState(() => Date.now());
  const initialValue = toLocalDateTime(new Date(openedAt), timeZone);
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | undefined>();
  const isNow = value === initialValue;
  // Untouched, the fast ends when the person confirms, to the second; a picked time is to the minute.
  const chosenEnd = isNow ? new Date(openedAt) : fromLocalDateTime(value, timeZone);
  const startTime = new Date(fast.startTime);
  const seconds = chosenEnd ? secondsBetween(startTime, chosenEnd) : null;
  const isReached = seconds !== null && isFastCompleted(seconds, fast.targetHours);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const end = isNow ? new Date() : chosenEnd;
    const problem = fastTimesErrors({ start: startTime, end, isEndRequired: true }, new Date()).end;
    setError(problem);
    if (!problem && end) onConfirm(end.toISOString());
  };

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-4">
      {seconds !== null ? (
        <div className="space-y-1 text-sm" data-testid="end-fast-summary">
          <p>
            You&apos;ve fasted <span className="font-semibold figures">{formatHm(seconds)}</span> of your {fast.targetHours}-hour target.
          </p>
          <p className={isReached ? 'font-medium text-status-good' : 'font-medium text-status-warn'}>
            {isReached
              ? 'Target reached: this fast will count as completed.'
              : 'Target not reached yet: this fast will count as Ended Early.'}
          </p>
        </div>
      ) : null}
      <FormField
        id={`${id}-end`}
        label="Ended at"
        type="datetime-local"
        value={value}
        min={toLocalDateTime(startTime, timeZone)}
        max={toLocalDateTime(new Date(openedAt), timeZone)}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <p className="text-xs text-muted-foreground">Ate earlier? Set the time you did. Times are in {timeZone}.</p>
    </form>
  );
}
