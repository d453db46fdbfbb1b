import CheckIcon from 'lucide-react/icons/check';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';
import { useDeleteEntry, useLogEntry, usePatchEntry } from '../../api/use-custom-day-mutations';
import { minutesToSeconds } from '../../lib/tracker-format';
import { entriesOf, type LogTarget } from './log-context';
import { NumberLogForm } from './number-log-form';

/** Minutes offered as one-tap chips for a duration. */
export const DURATION_CHIPS = [5, 10, 15, 20] as const;

/** POST one value of the target's component on its day; resolves whether it was saved. */
export function useAddValue(target: LogTarget) {
  const log = useLogEntry(target.protocolId);
  const add = async (value: number) => {
    try {
      await log.mutateAsync({ componentId: target.component.id, date: target.date, value });
      return true;
    } catch {
      return false; // the mutation's toast has said why
    }
  };
  return { add, isBusy: log.isPending };
}

/**
 * A check: one tap marks it done, another takes it back; "Missed" records a dose not taken (0),
 * which is a real answer rather than nothing logged.
 */
export function CheckControl({ target }: { target: LogTarget }) {
  const [entry] = entriesOf(target).slice(-1);
  const { add, isBusy: isAdding } = useAddValue(target);
  const patch = usePatchEntry(target.protocolId);
  const remove = useDeleteEntry(target.protocolId, { offerUndo: false });
  const isBusy = isAdding || patch.isPending || remove.isPending || !target.day;
  const isDone = entry?.value === 1;
  const isMissed = entry?.value === 0;
  const choose = (value: 0 | 1) => {
    if (!entry) void add(value);
    else if (entry.value === value) remove.mutate(entry.id);
    else patch.mutate({ entryId: entry.id, patch: { value } });
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        role="checkbox"
        aria-checked={isDone}
        disabled={isBusy}
        onClick={() => choose(1)}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-control border-2 px-4 font-medium transition-colors duration-150',
          'disabled:cursor-not-allowed disabled:opacity-60',
          isDone ? 'border-status-good bg-surface-muted' : 'border-input-border bg-surface hover:bg-surface-muted',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-5 items-center justify-center rounded border-2',
            isDone ? 'border-status-good bg-status-good text-surface' : 'border-input-border',
          )}
        >
          {isDone ? <CheckIcon className="size-3.5" strokeWidth={3} /> : null}
        </span>
        Done<span className="sr-only">: {target.component.label}</span>
      </button>
      <Button variant={isMissed ? 'primary' : 'ghost'} aria-pressed={isMissed} disabled={isBusy} onClick={() => choose(0)}>
        Missed<span className="sr-only">: {target.component.label}</span>
      </Button>
    </div>
  );
}

type QuickProps = {
  target: LogTarget;
  /** Only the one-tap buttons (a dashboard card, a checklist row); the typed field lives on the tracker. */
  isCompact?: boolean;
};

/** A count: +1 in one tap, or a typed number. */
export function CountControl({ target, isCompact = false }: QuickProps) {
  const { add, isBusy } = useAddValue(target);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Button variant="secondary" disabled={isBusy} onClick={() => void add(1)}>
        +1<span className="sr-only"> {target.component.label}</span>
      </Button>
      {isCompact ? null : (
        <NumberLogForm label={`${target.component.label} (count)`} isWhole isBusy={isBusy} onAdd={add} actionLabel="Add" />
      )}
    </div>
  );
}

/** A duration: chips of minutes in one tap, or typed minutes; stored in seconds. */
export function DurationControl({ target, isCompact = false, chips = DURATION_CHIPS }: QuickProps & { chips?: readonly number[] }) {
  const { add, isBusy } = useAddValue(target);
  return (
    <div className="space-y-3">
      <div role="group" aria-label={`Add minutes of ${target.component.label}`} className="flex flex-wrap gap-2">
        {chips.map((minutes) => (
          <Button
            key={minutes}
            variant="secondary"
            size="sm"
            className="min-h-11"
            disabled={isBusy}
            onClick={() => void add(minutesToSeconds(minutes))}
          >
            +{minutes} min
          </Button>
        ))}
      </div>
      {isCompact ? null : (
        <NumberLogForm
          label={`${target.component.label} (minutes)`}
          isWhole={false}
          isBusy={isBusy}
          onAdd={(minutes) => add(minutesToSeconds(minutes))}
          actionLabel="Add"
        />
      )}
    </div>
  );
}

/** A measure: a typed number in its unit. */
export function MeasureControl({ target }: { target: LogTarget }) {
  const { add, isBusy } = useAddValue(target);
  const unit = target.component.kind === 'measure' ? target.component.unit : '';
  return <NumberLogForm label={`${target.component.label} (${unit})`} isWhole={false} isBusy={isBusy} onAdd={add} actionLabel="Add" />;
}
