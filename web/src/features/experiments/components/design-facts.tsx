import type { Experiment } from '@uh/core/experiments/experiments.schema';
import type { ReactNode } from 'react';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-border py-2 first:border-t-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="figures font-medium">{children}</dd>
    </div>
  );
}

/** The design and the rules fixed when the experiment was made. */
export function DesignFacts({ experiment, unit }: { experiment: Experiment; unit: string }) {
  const { design, stopping } = experiment;
  return (
    <dl className="text-sm">
      <Fact label="Smallest change that matters">
        {experiment.direction === 'increase' ? 'up' : 'down'} by {experiment.smallestChange} {unit}
      </Fact>
      <Fact label="Design">{design.kind === 'abab' ? 'Alternating (ABAB)' : 'Randomised blocks'}</Fact>
      <Fact label="Days">
        baseline {design.baselineDays}, blocks of {design.blockDays}
        {design.washoutDays > 0 ? `, ${design.washoutDays} settling in` : ''}
      </Fact>
      <Fact label="Ends">
        {stopping.kind === 'fixed'
          ? 'at the end of the plan'
          : `early from day ${stopping.minDays} once either answer reaches ${stopping.threshold}`}
      </Fact>
    </dl>
  );
}
