import type { ExperimentResult, StoppingRule } from '@uh/core/experiments/experiments.schema';
import type { ReactNode } from 'react';
import { Card } from '#ui/card';
import {
  dayText,
  daysToFirstFigures,
  effectText,
  hasEnoughDays,
  moreDaysText,
  probabilityText,
  VERDICT_WORDS,
} from '../lib/experiment-words';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-border py-2 first:border-t-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="figures font-medium">{children}</dd>
    </div>
  );
}

type ResultCardProps = {
  result: ExperimentResult;
  unit: string;
  stopping: StoppingRule;
  /** Whether the plan has ended (or was stopped): with a fixed rule, the figures count only then. */
  isOver: boolean;
};

/** What the days so far say: the verdict and its sentence, the probabilities, the effect and which days were used. */
export function ResultCard({ result, unit, stopping, isOver }: ResultCardProps) {
  const enough = hasEnoughDays(result);
  const moreDays = result.verdict === 'inconclusive' ? moreDaysText(result.moreDays) : null;
  return (
    <Card aria-labelledby="experiment-result-heading" role="region" className="space-y-3 p-4 sm:p-6">
      <h2 id="experiment-result-heading" className="text-xl font-semibold">
        Result: {VERDICT_WORDS[result.verdict]}
      </h2>
      <p className="text-lg">{result.sentence}</p>
      {moreDays ? <p>{moreDays}.</p> : null}
      {!enough ? (
        <p className="text-sm text-muted-foreground">
          No figures before 3 analysed days with the habit and 3 without: until then they would be the starting assumption, not your days (
          {daysToFirstFigures(result)}).
        </p>
      ) : null}
      {enough && stopping.kind === 'fixed' && !isOver ? (
        <p className="text-sm text-muted-foreground">Figures so far: the verdict counts once the plan ends.</p>
      ) : null}
      <dl className="text-sm">
        {enough ? (
          <>
            <Fact label="Effect of the habit">{effectText(result.effect, unit)}</Fact>
            <Fact label="Probability it helps at all">{probabilityText(result.probabilityHopedDirection)}</Fact>
            <Fact label="Probability it matters">{probabilityText(result.probabilityMeaningful)}</Fact>
            <Fact label="Probability of no meaningful effect">{probabilityText(result.probabilityNoMeaningfulEffect)}</Fact>
          </>
        ) : null}
        <Fact label="Days analysed">
          {result.analysedDays} ({result.daysOn} with, {result.daysOff} without)
        </Fact>
        <Fact label="Days not followed">
          {result.notFollowedDays.length === 0 ? 'none' : result.notFollowedDays.map(dayText).join(', ')}
        </Fact>
        {result.unknownDays.length > 0 ? <Fact label="Days with nothing logged (left out)">{result.unknownDays.length}</Fact> : null}
      </dl>
      {result.notFollowedDays.length > 0 ? (
        <p className="text-sm text-muted-foreground">A day not followed is counted as what was done, never as what the plan said.</p>
      ) : null}
      {result.stopNow && !isOver ? (
        <p className="font-medium">The stopping rule set at the start says this experiment can end now.</p>
      ) : null}
    </Card>
  );
}
