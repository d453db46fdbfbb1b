import type { ReactNode } from 'react';
import { Card } from '#ui/card';

type AdminSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** One part of the admin page: a card named by its heading, so screen readers list it as a region. */
export function AdminSection({ id, title, description, children }: AdminSectionProps) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`} className="min-w-0 space-y-4 p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** A list or table not loaded yet: about its size, so nothing jumps when it arrives. */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div aria-hidden="true" className="h-32 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
    </div>
  );
}
