import { formatIsoDate } from '#lib/format';
import { useNow } from '#lib/use-now';
import { useSharedExperiments } from '../api/use-shared-data';
import { experimentStanding, experimentTitle } from '../lib/shared-logs';
import { SharedSection } from './shared-section';

/** Their experiments: what each tests and where it stands. */
export function SharedExperiments({ grantId, timeZone }: { grantId: number; timeZone: string }) {
  const query = useSharedExperiments(grantId);
  const today = formatIsoDate(new Date(useNow(60_000)), timeZone);
  return (
    <SharedSection id="shared-experiments" title="Experiments" what="their experiments" query={query}>
      {(experiments) =>
        experiments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No experiments yet.</p>
        ) : (
          <ul aria-label="Experiments" className="divide-y divide-border text-sm">
            {experiments.map((experiment) => (
              <li key={experiment.id} className="space-y-0.5 py-2">
                <p className="font-medium">{experimentTitle(experiment)}</p>
                <p className="text-muted-foreground">{experimentStanding(experiment, today)}</p>
              </li>
            ))}
          </ul>
        )
      }
    </SharedSection>
  );
}
