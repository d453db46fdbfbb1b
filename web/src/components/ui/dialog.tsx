import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '#lib/cn';

export type DialogProps = {
  isOpen: boolean;
  /** Called on Escape, on the backdrop and by the dialog's own buttons. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The action buttons, right-aligned under the content. */
  footer: ReactNode;
  className?: string;
};

/**
 * A modal dialog on the native `<dialog>` element: the browser traps focus, makes the page
 * behind inert, closes on Escape and returns focus to where it was (no library needed).
 */
export function Dialog({ isOpen, onClose, title, description, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // React state decides; Escape asks to close
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
      className={cn(
        'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-card border border-border bg-surface p-0 text-foreground shadow-card',
        'backdrop:bg-black/50',
        className,
      )}
    >
      {isOpen ? (
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </div>
          ) : null}
          {children}
          <div className="flex flex-wrap justify-end gap-2">{footer}</div>
        </div>
      ) : null}
    </dialog>
  );
}
