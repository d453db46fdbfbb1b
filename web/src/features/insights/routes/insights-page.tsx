import { MAX_INSIGHT_PAIRS, type Insight } from '@uh/core/insights/insights.schema';
import PlusIcon from 'lucide-react/icons/plus';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { useDocumentTitle } from '#lib/use-document-title';
import { useNow } from '#lib/use-now';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { insightsQueryOptions } from '../api/insights-queries';
import { useRecomputeInsights } from '../api/use-insight-mutations';
import { AskQuestionDialog } from '../components/ask-question-dialog';
import { toggleButtonId } from '../components/insight-card';
import { InsightSection } from '../components/insight-section';
import { InsightsEmptyState } from '../components/insights-empty-state';
import { InsightsSkeleton } from '../components/insights-skeleton';
import { MethodExplainer } from '../components/method-explainer';
import { focusLater, PAGE_HEADING_ID, usePairActions } from '../components/use-pair-actions';
import { groupInsights, groupsSummary } from '../lib/insight-groups';
import { workedOutText } from '../lib/insight-words';

/** /insights: "What works for me", the person's own questions and what their days say about each. */
export function InsightsPage() {
  useDocumentTitle('What works for me');
  const answer = useQuery(insightsQueryOptions());
  const recompute = useRecomputeInsights();
  const [isAsking, setIsAsking] = useState(false);
  // Said once to screen readers: a recompute's result, a card that moved.
  const [announcement, setAnnouncement] = useState('');
  const actions = usePairActions(setAnnouncement);
  const now = useNow(60_000);

  const insights = answer.data?.insights ?? [];
  const isFull = insights.length >= MAX_INSIGHT_PAIRS;

  const recomputeNow = () => {
    setAnnouncement('Working it out again…');
    recompute.mutate(undefined, {
      onSuccess: (fresh) => setAnnouncement(`Worked out again: ${groupsSummary(fresh.insights)}.`),
      onError: (error) => {
        setAnnouncement('');
        toast({ variant: 'destructive', title: 'Could not recompute', description: errorMessage(error) });
      },
    });
  };
  const onAdded = (insight: Insight) => {
    setIsAsking(false);
    // The new card is where the person's attention goes next.
    focusLater(toggleButtonId(insight.key));
  };

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 id={PAGE_HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none md:text-3xl">
          What works for me
        </h1>
        <p className="text-muted-foreground">
          Questions about your own days: whether something you do goes with a change in how you sleep, recover or feel.
        </p>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {answer.isError ? (
        <LoadError message="Couldn't load what works for you." onRetry={() => void answer.refetch()} isRetrying={answer.isFetching} />
      ) : !answer.data ? (
        <InsightsSkeleton />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => setIsAsking(true)} disabled={isFull}>
              <PlusIcon aria-hidden="true" className="size-4" />
              Ask a question
            </Button>
            <Button variant="secondary" onClick={recomputeNow} disabled={recompute.isPending}>
              <RefreshCwIcon aria-hidden="true" className={recompute.isPending ? 'size-4 motion-safe:animate-spin' : 'size-4'} />
              {recompute.isPending ? 'Recomputing…' : 'Recompute now'}
            </Button>
            <p className="text-sm text-muted-foreground">{workedOutText(answer.data.computedAt, now)}</p>
          </div>
          {isFull ? (
            <p className="text-sm text-muted-foreground">
              You have {MAX_INSIGHT_PAIRS} questions, the most one person can have: each one makes every test stricter. Delete one of your
              own to ask another.
            </p>
          ) : null}
          <MethodExplainer />
          {insights.length === 0 ? (
            <InsightsEmptyState onAsk={() => setIsAsking(true)} />
          ) : (
            groupInsights(insights).map((group) => (
              <InsightSection
                key={group.key}
                group={group}
                busyKey={actions.busyKey}
                onToggleHidden={actions.toggleHidden}
                onDelete={actions.deletePair}
              />
            ))
          )}
        </>
      )}
      <AskQuestionDialog isOpen={isAsking} onClose={() => setIsAsking(false)} existing={insights} onAdded={onAdded} />
    </div>
  );
}
