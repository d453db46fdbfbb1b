import type { CustomPause } from '@uh/core/custom-protocols/custom-protocols.schema';
import { useId, useState, type FormEvent } from 'react';
import { formatDay } from '#lib/format';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { useAddPause, useRemovePause } from '../../api/use-custom-day-mutations';
import { weekFrom } from '../../lib/tracker-dates';

type Props = { protocolId: number; today: string; pauses: readonly CustomPause[] | undefined };

/** Vacation or illness: a range of days that neither breaks the streak nor lowers strength, and its removal. */
export function PausePanel({ protocolId, today, pauses }: Props) {
  const [isAdding, setAdding] = useState(false);
  const remove = useRemovePause(protocolId);
  const range = (pause: CustomPause) =>
    pause.from === pause.to ? formatDay(pause.from, today) : `${formatDay(pause.from, today)} – ${formatDay(pause.to, today)}`;
  return (
    <div className="space-y-3">
      {pauses && pauses.length > 0 ? (
        <ul aria-label="Pauses" className="divide-y divide-border">
          {pauses.map((pause) => (
            <li key={pause.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">Paused {range(pause)}</span>
                {pause.reason ? <span className="block text-sm text-muted-foreground">{pause.reason}</span> : null}
              </span>
              <Button variant="ghost" size="sm" className="min-h-11" disabled={remove.isPending} onClick={() => remove.mutate(pause.id)}>
                Remove<span className="sr-only"> pause {range(pause)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No pauses. Pause for a trip or an illness: those days keep your streak.</p>
      )}
      {isAdding ? (
        <PauseForm protocolId={protocolId} today={today} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Pause
        </Button>
      )}
    </div>
  );
}

function PauseForm({ protocolId, today, onDone }: { protocolId: number; today: string; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState({ ...weekFrom(today), reason: '' });
  const [error, setError] = useState<string | undefined>();
  const add = useAddPause(protocolId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to) return setError('Choose both days');
    if (draft.to < draft.from) return setError('The last day cannot be before the first');
    setError(undefined);
    const reason = draft.reason.trim();
    add.mutate({ from: draft.from, to: draft.to, ...(reason ? { reason } : {}) }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-control border border-border p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${id}-from`}
          type="date"
          label="First day"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <FormField
          id={`${id}-to`}
          type="date"
          label="Last day"
          min={draft.from}
          value={draft.to}
          error={error}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <FormField
        id={`${id}-reason`}
        label="Reason (optional)"
        maxLength={500}
        value={draft.reason}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending}>
          Pause these days
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
