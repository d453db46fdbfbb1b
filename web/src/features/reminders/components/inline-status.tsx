import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn';

/**
 * The answer to an action, beside it: a success is read out politely, a failure at once. An icon
 * and the words carry the meaning, not the colour alone.
 */
export function InlineStatus({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheckIcon : CircleAlertIcon;
  return (
    <p
      role={tone === 'success' ? 'status' : 'alert'}
      className={cn(
        'flex items-start gap-2 text-sm font-medium',
        tone === 'success' ? 'text-status-good' : 'text-destructive dark:text-status-bad',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
