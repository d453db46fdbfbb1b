import type { InputHTMLAttributes } from 'react';
import { cn } from '#lib/cn';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground',
        'placeholder:text-muted-foreground aria-invalid:border-destructive dark:aria-invalid:border-status-bad',
        className,
      )}
      {...props}
    />
  );
}
