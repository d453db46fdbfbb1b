import type { CustomProtocol, EveryProtocolsFigures } from '@uh/core/custom-protocols/custom-protocols.schema';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import { Card } from '#ui/card';
import { formatStrength, stateCountPhrase, streakPhrase } from '../../lib/tracker-states';
import { ProtocolBadge } from '../protocol-badge';
import { customFiguresQueryOptions } from '../../api/custom-figures-queries';
import { useToday } from '../tracker/use-today';
import { countedRange, protocolFigures, type DayRange } from './progress-figures';
import { useActiveProtocols } from './use-active-protocols';

const NO_PROTOCOLS: CustomProtocol[] = [];

export type ProgressTimeframe = DayRange & {
  /** How the timeframe reads after "days done": 'this week (Mon–Sun)', 'in the last 30 days'. */
  phrase: string;
};

/**
 * "Your protocols" on Your Health Progress: a row per protocol the person keeps, with its figures
 * over the timeframe picked above. Nothing shows for a person without any.
 */
export function ProtocolsProgressSection({ timeframe }: { timeframe: ProgressTimeframe }) {
  // Drawn in the background a few rows at a time (as the dashboard's cards): many protocols at once held the page still.
  const protocols = useDeferredValue(useActiveProtocols(), NO_PROTOCOLS);
  const today = useToday();
  const range = today ? countedRange(timeframe, today) : null;
  if (!range || protocols.length === 0) return null;
  return (
    <section aria-labelledby="custom-protocols-progress-heading" className="mt-6 space-y-3">
      <h2 id="custom-protocols-progress-heading" className="text-lg font-semibold">
        Your protocols
      </h2>
      <ProtocolRows protocols={protocols} range={range} phrase={timeframe.phrase} />
    </section>
  );
}

type Read = { isError: boolean; protocolFigures?: EveryProtocolsFigures['protocols'][number] };

/** One read answers every row: their figures over the range, without the days themselves. */
function ProtocolRows({ protocols, range, phrase }: { protocols: CustomProtocol[]; range: DayRange; phrase: string }) {
  const query = useQuery(customFiguresQueryOptions(range.from, range.to));
  // Drawn in the background too; until then the rows say they are loading, never another range's figures.
  const deferred = useDeferredValue(query.data);
  const answer = deferred === query.data ? deferred : undefined;
  const byId = new Map(answer?.protocols.map((figures) => [figures.id, figures]));
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {protocols.map((protocol) => (
        <ProtocolProgressRow
          key={protocol.id}
          protocol={protocol}
          // A protocol made since the figures were read has none yet: it shows as loading until they are read again.
          read={{ isError: query.isError, protocolFigures: byId.get(protocol.id) }}
          phrase={phrase}
        />
      ))}
    </ul>
  );
}

function ProtocolProgressRow({ protocol, read, phrase }: { protocol: CustomProtocol; read: Read; phrase: string }) {
  const { document } = protocol;
  const days = read.protocolFigures;
  const figures = days ? protocolFigures(days.counts) : null;
  return (
    <li data-protocol={document.id}>
      <Card className="h-full p-4">
        <Link
          href={`/protocols/${protocol.id}`}
          className="flex min-h-11 items-center gap-3 rounded-control font-semibold underline-offset-4 hover:underline"
        >
          <ProtocolBadge icon={document.icon} color={document.color} />
          <span className="min-w-0 break-words">{document.title}</span>
        </Link>
        {read.isError ? (
          <p className="mt-3 text-sm text-muted-foreground">Its days could not be read. Open it to try again.</p>
        ) : !days || !figures ? (
          <p className="mt-3 text-sm text-muted-foreground" aria-busy="true">
            Loading its days…
          </p>
        ) : (
          <>
            <p className="mt-3 figures" data-testid="custom-done">
              <span className="text-3xl font-semibold">{figures.done}</span>
              <span className="text-muted-foreground">
                {' '}
                of {figures.scheduled} scheduled {figures.scheduled === 1 ? 'day' : 'days'} done
              </span>
            </p>
            <p className="text-sm text-muted-foreground">{phrase}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted-foreground">Habit strength</dt>
                <dd className="font-semibold figures" data-testid="custom-strength">
                  {formatStrength(days.strength)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Current streak</dt>
                <dd className="font-semibold figures" data-testid="custom-streak">
                  {streakPhrase(days.streak)}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm" data-testid="custom-not-logged">
              {figures.notLogged === 0 ? 'Every scheduled day logged' : stateCountPhrase('unknown', figures.notLogged)}
              {figures.skipped > 0 ? `, ${stateCountPhrase('skipped', figures.skipped)}` : ''}
              {figures.paused > 0 ? `, ${stateCountPhrase('paused', figures.paused)}` : ''}
            </p>
          </>
        )}
      </Card>
    </li>
  );
}
