import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export type LogDialogMode = 'details' | 'edit';

/** Label and value rows of a log's details. */
export function DetailsList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="figures font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Which log a history has open and how, and what the dialog's buttons do: the same for every tracker. */
export type OpenLogProps<TLog> = {
  log: TLog | null;
  mode: LogDialogMode;
  onClose: () => void;
  onEdit: () => void;
  onDelete: (log: TLog) => void;
};

/** What a tracker's edit form is given: the log, the id Save submits it by, and when a save starts, ends and is done. */
export type LogEditFormProps<TLog> = {
  log: TLog;
  formId: string;
  onSaved: () => void;
  onPendingChange: (isPending: boolean) => void;
};

/** What only one tracker's dialog has: its titles, how a log reads, and the form that corrects it. */
export type LogDialogView<TLog, TContext> = {
  titles: { details: string; edit: string };
  /** A line under the title while editing, e.g. what is recomputed on save. */
  editHint?: string;
  Details: ComponentType<TContext & { log: TLog }>;
  Form: ComponentType<TContext & LogEditFormProps<TLog>>;
};

type LogDialogProps<TLog, TContext> = OpenLogProps<TLog> & {
  view: LogDialogView<TLog, TContext>;
  /** What the details and the form read besides the log, such as the person's zone and units. */
  context: TContext;
};

/** One log: its details with Edit and Delete, or the form that corrects it (every tracker's history). */
export function LogDialog<TLog extends { id: number }, TContext extends object>({
  log,
  mode,
  view: { titles, editHint, Details, Form },
  context,
  onClose,
  onEdit,
  onDelete,
}: LogDialogProps<TLog, TContext>) {
  const formId = useId();
  const [isSaving, setIsSaving] = useState(false);
  const isEditing = mode === 'edit';
  const footer = isEditing ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Save changes'}
      </Button>
    </>
  ) : (
    <>
      <Button variant="destructive" onClick={() => log && onDelete(log)}>
        Delete
      </Button>
      <Button variant="secondary" onClick={onEdit}>
        Edit
      </Button>
      <Button onClick={onClose}>Close</Button>
    </>
  );
  return (
    <Dialog
      isOpen={log !== null}
      onClose={onClose}
      title={isEditing ? titles.edit : titles.details}
      description={isEditing ? editHint : undefined}
      footer={footer}
    >
      {log && isEditing ? (
        <Form key={log.id} {...context} log={log} formId={formId} onSaved={onClose} onPendingChange={setIsSaving} />
      ) : null}
      {log && !isEditing ? <Details {...context} log={log} /> : null}
    </Dialog>
  );
}
