import type { CustomEntry } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolComponent } from '@uh/core/custom-protocols/protocol-document.schema';
import { parseNumberInput } from '@uh/core/common/number-input.logic';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FormField } from '#ui/form-field';
import { Label } from '#ui/label';
import { usePatchEntry, type EntryPatch } from '../../api/use-custom-day-mutations';
import { minutesToSeconds, shownFigure, unitOf } from '../../lib/tracker-format';

type Props = { protocolId: number; component: ProtocolComponent; entry: CustomEntry | null; onClose: () => void };

const fieldClass = 'block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground';

/** The value field's text for an entry: minutes for a duration, the figure otherwise. */
const initialValue = (component: ProtocolComponent, entry: CustomEntry) =>
  component.kind === 'text' ? (entry.text ?? '') : entry.value === null ? '' : String(shownFigure(component, entry.value));

/** Corrects one entry's value and note (PATCH); the day's state is worked out again by the server. */
export function EntryEditDialog({ protocolId, component, entry, onClose }: Props) {
  return (
    <Dialog
      isOpen={entry !== null}
      onClose={onClose}
      title={`Edit ${component.label}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="entry-edit-form">
            Save
          </Button>
        </>
      }
    >
      {entry ? <EntryEditForm key={entry.id} protocolId={protocolId} component={component} entry={entry} onSaved={onClose} /> : null}
    </Dialog>
  );
}

function EntryEditForm({
  protocolId,
  component,
  entry,
  onSaved,
}: Omit<Props, 'entry' | 'onClose'> & { entry: CustomEntry; onSaved: () => void }) {
  const id = useId();
  const [value, setValue] = useState(initialValue(component, entry));
  const [note, setNote] = useState(entry.note ?? '');
  const [error, setError] = useState<string | undefined>();
  const patch = usePatchEntry(protocolId);
  const unit = unitOf(component);

  const valuePatch = (): EntryPatch | string => {
    if (component.kind === 'text') return value.trim() ? { text: value.trim() } : 'Write something, or delete the entry';
    const parsed = parseNumberInput(value);
    if (parsed.kind !== 'number') return 'Type a plain number, like 12 or 12.5';
    if (parsed.value < 0) return 'The value cannot be negative';
    return { value: component.kind === 'duration' ? minutesToSeconds(parsed.value) : parsed.value };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = valuePatch();
    if (typeof changed === 'string') return setError(changed);
    setError(undefined);
    patch.mutate({ entryId: entry.id, patch: { ...changed, note: note.trim() || null } }, { onSuccess: onSaved });
  };

  return (
    <form id="entry-edit-form" onSubmit={submit} noValidate className="space-y-4">
      {component.kind === 'check' || component.kind === 'scale' ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-value`}>{component.kind === 'check' ? 'Answer' : 'Rating'}</Label>
          <select id={`${id}-value`} value={value} onChange={(event) => setValue(event.target.value)} className={fieldClass}>
            {component.kind === 'check' ? (
              <>
                <option value="1">Done</option>
                <option value="0">Missed</option>
              </>
            ) : (
              Array.from({ length: component.max - component.min + 1 }, (_, index) => component.min + index).map((step, index) => (
                <option key={step} value={String(step)}>
                  {component.labels?.[index] ? `${step} (${component.labels[index]})` : step}
                </option>
              ))
            )}
          </select>
        </div>
      ) : component.kind === 'text' ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-value`}>Text</Label>
          <textarea id={`${id}-value`} rows={3} value={value} onChange={(event) => setValue(event.target.value)} className={fieldClass} />
          {error ? <p className="text-sm font-medium text-destructive dark:text-status-bad">{error}</p> : null}
        </div>
      ) : (
        <FormField
          id={`${id}-value`}
          label={unit ? `Value (${unit === 'min' && component.kind === 'duration' ? 'minutes' : unit})` : 'Value'}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <FormField id={`${id}-note`} label="Note (optional)" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      {patch.isPending ? <p className="text-sm text-muted-foreground">Saving…</p> : null}
    </form>
  );
}
