import { useState, type ReactNode } from 'react';
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

type LogDialogProps<TLog> = {
  log: TLog | null;
  mode: LogDialogMode;
  titles: { details: string; edit: string };
  /** A line under the title while editing, e.g. what is recomputed on save. */
  editHint?: string;
  /** The id of the edit form, so Save submits it from the footer. */
  formId: string;
  details: (log: TLog) => ReactNode;
  /** The edit form; it reports when a save starts and ends, and calls `onSaved` when done. */
  form: (log: TLog, callbacks: { onSaved: () => void; onPendingChange: (isPending: boolean) => void }) => ReactNode;
  onClose: () => void;
  onEdit: () => void;
  onDelete: (log: TLog) => void;
};

/** One log: its details with Edit and Delete, or the form that corrects it (every tracker's history). */
export function LogDialog<TLog>({ log, mode, titles, editHint, formId, details, form, onClose, onEdit, onDelete }: LogDialogProps<TLog>) {
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
      {log && isEditing ? form(log, { onSaved: onClose, onPendingChange: setIsSaving }) : null}
      {log && !isEditing ? details(log) : null}
    </Dialog>
  );
}
