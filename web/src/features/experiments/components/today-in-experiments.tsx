import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import FlaskConicalIcon from 'lucide-react/icons/flask-conical';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonClasses } from '#ui/button';
import { Card } from '#ui/card';
import { experimentsQueryOptions, ownProtocolsQueryOptions } from '../api/experiments-queries';
import { todayInExperiment, type TodayInExperiment } from '../lib/experiment-today';
import { experimentNames } from './experiment-title';
import { useToday } from './use-today';

const NO_PROTOCOLS: readonly CustomProtocol[] = [];

/**
 * A card per running experiment with what its plan asks of today, for the pages where the person acts
 * (the dashboard and the checklist, placed there by the app shell). Nothing shows while the list
 * loads, when no experiment is running, or if the list cannot be read: those pages have their own
 * errors to tell, and the experiments page tells this one.
 */
export function TodayInExperiments() {
  const { data: experiments } = useQuery(experimentsQueryOptions());
  // Only an own protocol's title needs them; without them its name falls back to "A protocol of yours".
  const { data: protocols = NO_PROTOCOLS } = useQuery(ownProtocolsQueryOptions());
  const today = useToday();
  if (!experiments || !today) return null;
  const running = experiments.flatMap((experiment) => todayInExperiment(experiment, experimentNames(experiment, protocols), today) ?? []);
  if (running.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {running.map((entry) => (
        <TodayCard key={entry.id} entry={entry} />
      ))}
    </div>
  );
}

function TodayCard({ entry }: { entry: TodayInExperiment }) {
  const headingId = `today-in-experiment-${entry.id}`;
  return (
    <Card role="region" aria-label={`Today in your experiment: ${entry.title}`} className="space-y-3 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <FlaskConicalIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground">Today in your experiment</p>
          <h2 id={headingId} className="font-semibold break-words">
            {entry.title}
          </h2>
          <p className="figures text-sm text-muted-foreground">{entry.dayCount}</p>
        </div>
      </div>
      <p className="text-lg font-medium break-words">{entry.assignment.text}</p>
      <Link href={entry.href} aria-describedby={headingId} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Open the experiment
      </Link>
    </Card>
  );
}
