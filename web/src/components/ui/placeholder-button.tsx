import ClockIcon from 'lucide-react/icons/clock';
import { useId, type ReactNode } from 'react';
import { cn } from '#lib/cn';
import { Button, type ButtonVariant } from './button';

type Props = {
  children: ReactNode;
  /** A fuller name when several buttons share the same visible text (it starts with that text). */
  accessibleName?: string;
  variant?: ButtonVariant;
  note?: string;
  className?: string;
};

/**
 * A button whose behaviour docs/product.md does not define: shown, but disabled, with a visible note
 * that screen readers also hear (aria-describedby) instead of a silent no-op.
 */
export function PlaceholderButton({ children, accessibleName, variant = 'primary', note = 'Coming soon', className }: Props) {
  const noteId = useId();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <Button variant={variant} disabled aria-label={accessibleName} aria-describedby={noteId}>
        {children}
      </Button>
      <ComingSoonNote id={noteId}>{note}</ComingSoonNote>
    </div>
  );
}

export function ComingSoonNote({ id, children = 'Coming soon' }: { id: string; children?: ReactNode }) {
  return (
    <span id={id} className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <ClockIcon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}
