import type { CustomDay } from '@uh/core/custom-protocols/custom-protocols.schema';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { useSkipDay, useUndoSkip } from '../../api/use-custom-day-mutations';

type Props = { protocolId: number; date: string; isToday: boolean; day: CustomDay | undefined };

/**
 * Skip the day on purpose (optional reason), or take the skip back. A skipped day neither breaks
 * the streak nor lowers habit strength.
 */
export function SkipDayControls({ protocolId, date, isToday, day }: Props) {
  const reasonId = useId();
  const [isAsking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const skip = useSkipDay(protocolId);
  const undo = useUndoSkip(protocolId);
  const what = isToday ? 'today' : 'this day';

  if (day?.state === 'skipped') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground">{day.skipReason ? `Skipped: ${day.skipReason}` : 'Skipped on purpose.'}</p>
        <Button variant="secondary" size="sm" className="min-h-11" disabled={undo.isPending} onClick={() => undo.mutate(date)}>
          Undo skip
        </Button>
      </div>
    );
  }
  if (!isAsking) {
    return (
      <Button variant="ghost" size="sm" className="min-h-11" disabled={!day} onClick={() => setAsking(true)}>
        Skip {what}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    skip.mutate(
      { date, ...(trimmed ? { reason: trimmed } : {}) },
      {
        onSuccess: () => {
          setAsking(false);
          setReason('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-control border border-border p-3">
      <Label htmlFor={reasonId}>Reason (optional)</Label>
      <Input id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} autoFocus />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={skip.isPending}>
          Skip {what}
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
