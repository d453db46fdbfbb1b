import * as ToastPrimitive from '@radix-ui/react-toast';
import XIcon from 'lucide-react/icons/x';
import type { ComponentProps } from 'react';
import { cn } from '#lib/cn';
import type { ToastActionButton, ToastVariant } from './toast-reducer';

/** docs/product.md §9 defaults, stated explicitly: 5 s on screen, swipe right 50 px to dismiss. */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} {...props} />;
}

/** Labelled "Notifications (F8)"; F8 moves focus here (Radix default hotkey). */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className={cn(
        'fixed top-0 right-0 z-50 flex max-h-dvh w-full flex-col gap-2 p-4 outline-none md:top-auto md:bottom-0 md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-surface text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      // "background" toasts are announced politely (aria-live="polite").
      type="background"
      className={cn(
        'relative flex w-full items-start gap-3 rounded-card border p-4 pr-12 shadow-card',
        'data-[state=open]:animate-toast-in data-[state=closed]:opacity-0 transition-opacity duration-200',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-control opacity-80 hover:opacity-100',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

/** The toast's one action (e.g. Undo), reachable by keyboard; Radix announces its alt text. */
export function ToastActionButtonView({ action }: { action: ToastActionButton }) {
  return (
    <ToastPrimitive.Action
      altText={action.label}
      onClick={action.onClick}
      className="ml-auto inline-flex min-h-9 shrink-0 items-center rounded-control border border-current px-3 text-sm font-semibold"
    >
      {action.label}
    </ToastPrimitive.Action>
  );
}
