import type { ReactNode } from 'react';
import { cn } from '#lib/cn';

/**
 * The product mark (lucide's heart-pulse, ISC), drawn inline so the sign-in page does not
 * pull in the icon runtime for one decorative glyph.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('text-protocol-biometrics', className)}
    >
      <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
      <path d="M3.22 13H9.5l.5-1 2 4.5 2-7 1.5 3.5h5.27" />
    </svg>
  );
}

/** A page of its own outside the app's layout (sign-in, the widget's sign-in popup): the product name over centred content. */
export function BrandedPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-8">
      <p className="flex items-center gap-2 text-xl font-bold">
        <LogoMark className="size-8" />
        Ultimate Human
      </p>
      {children}
    </main>
  );
}
