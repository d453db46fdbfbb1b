import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#lib/cn';
import { useIsHydrating } from '#lib/use-hydrating';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'default' | 'sm' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  ghost: 'text-foreground hover:bg-surface-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
};

// Primary actions are 44 px tall (touch target); small ones stay above 24 px.
const sizes: Record<ButtonSize, string> = {
  default: 'min-h-11 px-4 py-2 text-base',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  icon: 'size-11',
};

/** The button look, for links that act as buttons too. */
export function buttonClasses({
  variant = 'primary',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-control font-medium transition-colors duration-150 select-none',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

/**
 * On a page the server sent rendered, the button waits for the app's script before it can be
 * pressed: a press before then would go nowhere. It is not dimmed meanwhile, only shown busy.
 */
export function Button({ variant, size, className, type = 'button', disabled, ...props }: ButtonProps) {
  const isHydrating = useIsHydrating();
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className: cn(isHydrating && 'disabled:cursor-wait disabled:opacity-100', className) })}
      disabled={disabled === true || isHydrating}
      {...props}
    />
  );
}
