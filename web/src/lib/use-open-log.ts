import { useState } from 'react';
import type { LogDialogMode, OpenLogProps } from '#ui/log-dialog';

type Options = {
  /** The history's heading: it keeps the focus when a deleted row goes, rather than the page. */
  headingId: string;
  remove: { mutate: (id: number) => void };
};

/** Which log a tracker's history has open and how, and Delete from a row or from the open log's dialog. */
export function useOpenLog<TLog extends { id: number }>(logs: readonly TLog[] | undefined, { headingId, remove }: Options) {
  const [open, setOpen] = useState<{ id: number; mode: LogDialogMode } | null>(null);
  const onDelete = (log: TLog) => {
    setOpen(null);
    document.getElementById(headingId)?.focus();
    remove.mutate(log.id);
  };
  const dialog: OpenLogProps<TLog> = {
    log: (open && logs?.find((log) => log.id === open.id)) || null,
    mode: open?.mode ?? 'details',
    onClose: () => setOpen(null),
    onEdit: () => setOpen((current) => current && { ...current, mode: 'edit' }),
    onDelete,
  };
  return { openAs: (log: TLog, mode: LogDialogMode) => setOpen({ id: log.id, mode }), onDelete, dialog };
}
