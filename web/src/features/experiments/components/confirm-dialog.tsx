import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before something that cannot be taken back: stopping or deleting an experiment. */
export function ConfirmDialog({ isOpen, title, description, confirmLabel, busyLabel, isBusy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isBusy}>
            {isBusy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
