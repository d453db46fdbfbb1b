import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { Experiment } from '@uh/core/experiments/experiments.schema';
import { interventionLabel, interventionTodo, outcomeInWords } from '../lib/experiment-choices';
import { LAG_WORDS } from '../lib/experiment-words';

/** An experiment's names in words, from its question and the person's own protocols (for their titles). */
export function experimentNames(experiment: Experiment, protocols: readonly CustomProtocol[]) {
  const habit = interventionLabel(experiment.intervention, protocols);
  const outcome = outcomeInWords(experiment.outcome, protocols);
  return {
    habit,
    todo: interventionTodo(experiment.intervention, protocols),
    outcome,
    /** "Cold exposure → HRV, the night after" */
    title: `${habit} → ${outcome.label}, ${LAG_WORDS[experiment.lag]}`,
  };
}
