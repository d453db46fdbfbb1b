import { useQuery } from '@tanstack/react-query';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import FlameIcon from 'lucide-react/icons/flame';
import { Link } from 'wouter';
import { progressSummaryQueryOptions } from '#lib/progress-views';
import { TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { streakLine } from '../lib/streak-line';

/** docs/product.md §2 Profile "Health Protocols cards": each protocol's current streak and a way to its page. */
export function HealthProtocols() {
  // The same summary the dashboard reads, so the streaks agree and come from the cache when fresh.
  const query = useQuery(progressSummaryQueryOptions('week'));
  const summary = query.data;
  return (
    <section aria-labelledby="health-protocols-heading" aria-busy={!summary && !query.isError} className="space-y-3">
      <h2 id="health-protocols-heading" className="text-lg font-semibold">
        Health Protocols
      </h2>
      {query.isError ? (
        <LoadError message="Failed to load protocol data" onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {TRACKED_PROTOCOL_VIEWS.map(({ key, title, href, linkText, text }) => {
            const stats = summary?.protocols[key];
            const line = stats ? streakLine(stats) : null;
            return (
              <li key={key} data-testid={`health-protocol-${key}`}>
                <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
                  <h3 className="font-semibold">{title}</h3>
                  {line ? (
                    <div>
                      <p className="flex items-center gap-2 text-xl font-semibold figures">
                        <FlameIcon aria-hidden="true" className={`size-5 shrink-0 ${text}`} />
                        {line.streak}
                      </p>
                      <p className="text-sm text-muted-foreground">{line.today}</p>
                    </div>
                  ) : (
                    <div aria-hidden="true" className="h-12 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
                  )}
                  <Link href={href} className="mt-auto inline-flex min-h-11 items-center gap-2 font-medium underline underline-offset-4">
                    {linkText}
                    <ArrowRightIcon aria-hidden="true" className="size-4" />
                  </Link>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
