import CircleStopIcon from 'lucide-react/icons/circle-stop';
import DownloadIcon from 'lucide-react/icons/download';
import PrinterIcon from 'lucide-react/icons/printer';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { errorMessage } from '#lib/api-client';
import { useDocumentTitle } from '#lib/use-document-title';
import { Button, buttonClasses } from '#ui/button';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { experimentExportUrl } from '../api/experiments-keys';
import { experimentQueryOptions, experimentResultQueryOptions, ownProtocolsQueryOptions } from '../api/experiments-queries';
import { useDeleteExperiment, useStopExperiment } from '../api/use-experiment-mutations';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DesignFacts } from '../components/design-facts';
import { experimentNames } from '../components/experiment-title';
import { PlanStrip, PlanStripKey } from '../components/plan-strip';
import { ResultCard } from '../components/result-card';
import { useToday } from '../components/use-today';
import { assignmentWords, dayText, experimentStatus, questionText, stripDays } from '../lib/experiment-words';

const SUMMARY_ID = 'experiment-summary';
// Printed, the page is its summary alone: navigation, buttons and everything around it are left off the paper.
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  #${SUMMARY_ID}, #${SUMMARY_ID} * { visibility: visible; }
  #${SUMMARY_ID} { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #${SUMMARY_ID} .print-hidden { display: none; }
}`;

/** /experiments/:id: today's assignment, the plan day by day, the result so far, and what can be done with it. */
export function ExperimentPage() {
  const id = Number(useParams<{ id: string }>().id);
  const experiment = useQuery({ ...experimentQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  useDocumentTitle('Experiment');

  if (experiment.isError) {
    const isMissing = experiment.error.message.startsWith('404:');
    return isMissing ? (
      <Card className="space-y-3 p-6">
        <h1 className="text-2xl font-bold">Experiment not found</h1>
        <p className="text-muted-foreground">It may have been deleted.</p>
        <Link href="/experiments" className={buttonClasses({ variant: 'secondary' })}>
          Back to experiments
        </Link>
      </Card>
    ) : (
      <LoadError message="Couldn't load this experiment." onRetry={() => void experiment.refetch()} isRetrying={experiment.isFetching} />
    );
  }
  if (!experiment.data) return <Spinner label="Loading the experiment" className="min-h-24" />;
  return <ExperimentDetails id={id} />;
}

function ExperimentDetails({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const { data: experiment } = useQuery(experimentQueryOptions(id));
  const result = useQuery(experimentResultQueryOptions(id));
  const protocols = useQuery(ownProtocolsQueryOptions());
  const today = useToday();
  const stop = useStopExperiment(id);
  const remove = useDeleteExperiment(id);
  const [confirming, setConfirming] = useState<'stop' | 'delete' | null>(null);
  if (!experiment || !today) return <Spinner label="Loading the experiment" className="min-h-24" />;

  const names = experimentNames(experiment, protocols.data ?? []);
  const status = experimentStatus(experiment, today);
  const assignment = assignmentWords({ experiment, today, habit: names.habit, todo: names.todo });
  const question = questionText({
    habit: names.habit,
    outcome: names.outcome.label,
    lag: experiment.lag,
    direction: experiment.direction,
  });

  const stopNow = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: 'Experiment stopped', description: 'Its result counts the days up to today.' });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Could not stop it', description: errorMessage(error) }),
    });
  const deleteIt = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Experiment deleted', description: names.title });
        navigate('/experiments');
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Could not delete it', description: errorMessage(error) }),
    });

  return (
    <div className="space-y-6">
      <style>{PRINT_STYLE}</style>
      <section id={SUMMARY_ID} aria-labelledby="experiment-heading" className="space-y-6">
        <header className="space-y-2">
          <p className="print-hidden text-sm">
            <Link href="/experiments" className="underline underline-offset-4">
              Experiments
            </Link>
          </p>
          <h1 id="experiment-heading" className="text-2xl font-bold md:text-3xl">
            {names.title}
          </h1>
          <p className="text-muted-foreground">{question}</p>
        </header>

        <Card className="space-y-1 p-4 sm:p-6">
          <h2 className="text-sm font-medium text-muted-foreground">{status === 'finished' ? 'Status' : 'Today'}</h2>
          <p className="text-2xl font-semibold">{status === 'finished' && !experiment.stoppedOn ? 'Finished' : assignment.text}</p>
        </Card>

        <Card className="space-y-3 p-4 sm:p-6">
          <h2 id="experiment-plan-heading" className="text-xl font-semibold">
            The plan
          </h2>
          <p className="figures text-sm text-muted-foreground">
            {experiment.plan.length} days from {dayText(experiment.plan[0]?.day ?? experiment.startDay)}
          </p>
          <PlanStrip days={stripDays(experiment.plan, result.data?.compliance, today)} labelledBy="experiment-plan-heading" />
          <PlanStripKey withMarks />
          <DesignFacts experiment={experiment} unit={names.outcome.unit} />
        </Card>

        {result.isError ? (
          <LoadError message="Couldn't load the result." onRetry={() => void result.refetch()} isRetrying={result.isFetching} />
        ) : result.data ? (
          <ResultCard result={result.data} unit={names.outcome.unit} stopping={experiment.stopping} isOver={status === 'finished'} />
        ) : (
          <Spinner label="Loading the result" className="min-h-24" />
        )}
      </section>

      <div className="flex flex-wrap gap-3">
        {status !== 'finished' ? (
          <Button variant="secondary" onClick={() => setConfirming('stop')}>
            <CircleStopIcon aria-hidden="true" className="size-4" />
            Stop now
          </Button>
        ) : null}
        <a href={experimentExportUrl(id)} download className={buttonClasses({ variant: 'secondary' })}>
          <DownloadIcon aria-hidden="true" className="size-4" />
          Download the bundle
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" className="size-4" />
          Print a summary
        </Button>
        <Button variant="ghost" onClick={() => setConfirming('delete')}>
          <Trash2Icon aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        The bundle holds the design, every day's figures and an R script that works the result out again on its own.
      </p>

      <ConfirmDialog
        isOpen={confirming === 'stop'}
        title="Stop this experiment now?"
        description="The plan ends today and the result counts the days so far. It cannot be started again."
        confirmLabel="Stop now"
        busyLabel="Stopping…"
        isBusy={stop.isPending}
        onConfirm={stopNow}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        isOpen={confirming === 'delete'}
        title="Delete this experiment?"
        description="Its plan and result are gone for good. Your logs stay."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        isBusy={remove.isPending}
        onConfirm={deleteIt}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
