import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '#lib/api-client';
import { LoadError } from '#ui/load-error';
import { SectionCard } from '#ui/section-card';
import { Spinner } from '#ui/spinner';

/** The server said no (the share ended, or leaves this out): its words, not a retry. */
export const isRefusal = (error: Error) => /^40[034]: /.test(error.message);

type SharedSectionProps<T> = {
  id: string;
  title: string;
  /** What is loading, for the spinner and the error: 'their fasts'. */
  what: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/** One part of a shared page, with its own loading, refused and failed states. */
export function SharedSection<T>({ id, title, what, query, children }: SharedSectionProps<T>) {
  let body: ReactNode;
  if (query.isError) {
    body = isRefusal(query.error) ? (
      <p className="text-sm text-muted-foreground">{errorMessage(query.error)}</p>
    ) : (
      <LoadError isFramed={false} message={`Could not load ${what}.`} isRetrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  } else if (query.data === undefined) {
    body = <Spinner label={`Loading ${what}`} className="min-h-16" />;
  } else {
    body = children(query.data);
  }
  return (
    <SectionCard id={id} title={title} className="space-y-4">
      {body}
    </SectionCard>
  );
}
