import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a step that cannot be taken back (stopping a share, leaving one). */
export function ConfirmDialog({ isOpen, title, description, confirmLabel, isBusy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
