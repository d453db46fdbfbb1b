import { COACH_MEMORY_MAX, COACH_MEMORY_TEXT_MAX, type CoachMemory } from '@uh/core/chat/coach-memory.schema';
import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { FormField } from '#ui/form-field';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useCoachMemory } from '../api/use-coach-memory';

type Memory = ReturnType<typeof useCoachMemory>;

/** One line of text with Save, for a new fact or a changed one; the server's refusal shows under it. */
function FactForm({
  id,
  label,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  isBusy,
}: {
  id: string;
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<string | null>;
  onCancel?: () => void;
  isBusy: boolean;
}) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = await onSubmit(text);
    setProblem(refused ?? undefined);
    if (refused === null && !onCancel) setText('');
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" aria-label={label}>
      <FormField
        id={id}
        label={label}
        value={text}
        maxLength={COACH_MEMORY_TEXT_MAX}
        error={problem}
        onChange={(event) => setText(event.target.value)}
      />
      <span className="flex gap-2">
        <Button size="sm" type="submit" disabled={isBusy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </span>
    </form>
  );
}

function MemoryRow({ memory, store }: { memory: CoachMemory; store: Memory }) {
  const [isEditing, setIsEditing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  if (isEditing) {
    return (
      <li className="rounded-control border border-border p-3">
        <FactForm
          id={`memory-${memory.id}`}
          label={`Change: ${memory.text}`}
          initial={memory.text}
          submitLabel="Save"
          isBusy={store.isChanging}
          onCancel={() => setIsEditing(false)}
          onSubmit={async (text) => {
            const refused = await store.edit(memory.id, text);
            if (refused === null) setIsEditing(false);
            return refused;
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-control border border-border p-3 text-sm">
      <span className="min-w-0 flex-1">{memory.text}</span>
      <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)} aria-label={`Edit: ${memory.text}`}>
        <PencilIcon aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={store.isChanging}
        aria-label={`Delete: ${memory.text}`}
        onClick={() => void store.remove(memory.id).then((refused) => setProblem(refused ?? undefined))}
      >
        <Trash2Icon aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <FieldError id={`memory-${memory.id}-error`} message={problem} />
    </li>
  );
}

/**
 * Settings → Coach memory: the facts the coach keeps for the person ("I train at 6 am", "I take
 * metformin"), used in its answers and its safety checks; nothing else is remembered.
 */
export function CoachMemorySettings() {
  const store = useCoachMemory();
  const list = store.memories.data;
  if (store.memories.isError) {
    return (
      <LoadError
        isFramed={false}
        message="Could not load what the coach remembers."
        isRetrying={store.memories.isFetching}
        onRetry={() => void store.memories.refetch()}
      />
    );
  }
  if (!list) return <Spinner label="Loading what the coach remembers" className="min-h-24" />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Say “remember that …” to the coach, or add a fact here. The coach uses these in its answers and its safety checks. Up to{' '}
        {COACH_MEMORY_MAX}.
      </p>
      {list.length === 0 ? (
        <p className="text-sm">The coach remembers nothing about you yet.</p>
      ) : (
        <ul aria-label="What the coach remembers" className="space-y-2">
          {list.map((memory) => (
            <MemoryRow key={memory.id} memory={memory} store={store} />
          ))}
        </ul>
      )}
      <FactForm
        id="memory-new"
        label="Something the coach should remember"
        initial=""
        submitLabel="Remember"
        isBusy={store.isChanging}
        onSubmit={store.add}
      />
    </div>
  );
}
