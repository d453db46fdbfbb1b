import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '#ui/load-error';
import { SectionCard } from '#ui/section-card';

type AdminSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** One part of the admin page, named by its heading. */
export function AdminSection({ id, title, description, children }: AdminSectionProps) {
  return (
    <SectionCard id={id} title={title} description={description} className="min-w-0 space-y-4">
      {children}
    </SectionCard>
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

/** A section's content once its query has answered; until then a skeleton, or what failed with a retry. */
export function WhenLoaded<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadError isFramed={false} message={`Couldn't load ${what}.`} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  return <SectionSkeleton label={`Loading ${what}`} />;
}
