import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { Experiment } from '@uh/core/experiments/experiments.schema';
import PlusIcon from 'lucide-react/icons/plus';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '#lib/use-document-title';
import { buttonClasses } from '#ui/button';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { experimentsQueryOptions, ownProtocolsQueryOptions } from '../api/experiments-queries';
import { experimentNames } from '../components/experiment-title';
import { ExperimentsEmptyState } from '../components/experiments-empty-state';
import { useToday } from '../components/use-today';
import { assignmentWords, dayText, experimentStatus } from '../lib/experiment-words';

type ItemProps = { experiment: Experiment; protocols: readonly CustomProtocol[]; today: string };

function ExperimentItem({ experiment, protocols, today }: ItemProps) {
  const names = experimentNames(experiment, protocols);
  const titleId = `experiment-${experiment.id}`;
  const first = experiment.plan[0]?.day ?? experiment.startDay;
  const last = experiment.plan.at(-1)?.day ?? experiment.startDay;
  const status = experimentStatus(experiment, today);
  return (
    <Card role="article" aria-labelledby={titleId} className="space-y-2 p-4 sm:p-6">
      <h3 id={titleId} className="font-semibold">
        <Link href={`/experiments/${experiment.id}`} className="underline-offset-4 hover:underline">
          {names.title}
        </Link>
      </h3>
      <p className="figures text-sm text-muted-foreground">
        {experiment.plan.length} days, {dayText(first)} to {dayText(last)}
      </p>
      {status === 'finished' ? (
        <p>{experiment.stoppedOn ? `Stopped on ${dayText(experiment.stoppedOn)}` : 'Finished'}</p>
      ) : (
        <p className="text-lg font-medium">{assignmentWords({ experiment, today, habit: names.habit, todo: names.todo }).text}</p>
      )}
    </Card>
  );
}

function ExperimentGroup({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** /experiments: the person's experiments, running ones first with what today asks. */
export function ExperimentsPage() {
  useDocumentTitle('Experiments');
  const experiments = useQuery(experimentsQueryOptions());
  const protocols = useQuery(ownProtocolsQueryOptions());
  const today = useToday();

  const list = experiments.data ?? [];
  const running = today ? list.filter((experiment) => experimentStatus(experiment, today) !== 'finished') : [];
  const finished = today ? list.filter((experiment) => experimentStatus(experiment, today) === 'finished') : [];
  const items = (group: Experiment[]) => (
    <ul className="grid gap-4 lg:grid-cols-2">
      {group.map((experiment) => (
        <li key={experiment.id}>
          <ExperimentItem experiment={experiment} protocols={protocols.data ?? []} today={today!} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Experiments</h1>
        <p className="text-muted-foreground">Days with a habit and days without, planned ahead, to see what it really changes for you.</p>
      </header>
      {experiments.isError ? (
        <LoadError
          message="Couldn't load your experiments."
          onRetry={() => void experiments.refetch()}
          isRetrying={experiments.isFetching}
        />
      ) : !experiments.data || !today ? (
        <Spinner label="Loading your experiments" className="min-h-24" />
      ) : list.length === 0 ? (
        <ExperimentsEmptyState />
      ) : (
        <>
          <Link href="/experiments/new" className={buttonClasses()}>
            <PlusIcon aria-hidden="true" className="size-4" />
            New experiment
          </Link>
          {running.length > 0 ? (
            <ExperimentGroup heading="Running" id="experiments-running">
              {items(running)}
            </ExperimentGroup>
          ) : null}
          {finished.length > 0 ? (
            <ExperimentGroup heading="Finished" id="experiments-finished">
              {items(finished)}
            </ExperimentGroup>
          ) : null}
        </>
      )}
    </div>
  );
}
