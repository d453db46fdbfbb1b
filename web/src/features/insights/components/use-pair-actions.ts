import type { Insight } from '@uh/core/insights/insights.schema';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { useAddInsightPair, useDeleteInsightPair, useSetPairHidden } from '../api/use-insight-mutations';
import { pairInWords } from '../lib/insight-words';
import { toggleButtonId } from './insight-card';

/** The page's heading takes focus when the card that had it is gone. */
export const PAGE_HEADING_ID = 'insights-heading';

/** Focus on `id` once the cards have moved: two frames, so the card's new place is rendered, not its old one. */
export const focusLater = (id: string) => requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(id)?.focus()));

/**
 * Hide, Show and Delete from a card. A hidden or shown card moves to another section: focus goes
 * with it, and `announce` says where it went. A delete offers Undo, which asks the same question again.
 */
export function usePairActions(announce: (text: string) => void) {
  const setHidden = useSetPairHidden();
  const remove = useDeleteInsightPair();
  const add = useAddInsightPair();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const toggleHidden = (insight: Insight) => {
    setBusyKey(insight.key);
    setHidden.mutate(
      { key: insight.key, hidden: !insight.hidden },
      {
        onSuccess: (saved) => {
          announce(
            saved.hidden ? `${pairInWords(saved)}: hidden, and left out of the tests` : `${pairInWords(saved)}: shown and tested again`,
          );
          focusLater(toggleButtonId(saved.key));
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Could not save the change', description: errorMessage(error) }),
        onSettled: () => setBusyKey(null),
      },
    );
  };

  const undoDelete = async (insight: Insight) => {
    try {
      const back = await add.mutateAsync({ factor: insight.factor, outcome: insight.outcome, lag: insight.lag });
      if (insight.hidden) await setHidden.mutateAsync({ key: back.key, hidden: true });
      toast({ title: 'Question is back', description: pairInWords(insight) });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not undo', description: errorMessage(error) });
    }
  };

  const deletePair = (insight: Insight) => {
    setBusyKey(insight.key);
    remove.mutate(insight.key, {
      onSuccess: () => {
        toast({
          title: 'Question deleted',
          description: `${pairInWords(insight)}. Undo if that was a mistake.`,
          action: { label: 'Undo', onClick: () => void undoDelete(insight) },
        });
        focusLater(PAGE_HEADING_ID);
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Could not delete', description: errorMessage(error) }),
      onSettled: () => setBusyKey(null),
    });
  };

  return { busyKey, toggleHidden, deletePair };
}
