import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { User } from '@uh/core/auth/auth.schema';
import { usePreferences } from '#lib/preferences';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { LoadError } from '#ui/load-error';
import { PageSpinner } from '#ui/spinner';
import { biometricLogsQueryOptions } from '../api/biometrics-queries';
import { BiometricHistory } from '../components/biometric-history';
import { BiometricTrends } from '../components/biometric-trends';
import { BiometricsForm } from '../components/biometrics-form';
import { SourceFilter } from '../components/source-filter';
import { ALL_SOURCES, effectiveFilter, filterBySource, sourcesIn } from '../lib/reading-source';
import { QueuedWritesList } from '../../../components/queued-writes-list';
import { BIOMETRICS_WRITE } from '../api/use-log-biometrics';
import { describeQueuedReading } from '../lib/queued-reading';

/** /biometrics (docs/product.md §2): log today's readings and see each metric's trend. */
export function BiometricsPage() {
  useDocumentTitle('Biometric Tracking');
  const { data: user } = useSession();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">Biometric Tracking</h1>
      {user ? <BiometricsScreen user={user} /> : null}
    </div>
  );
}

/** Weight is typed and shown in the unit chosen in Settings, so the screen waits for that choice. */
function BiometricsScreen({ user }: { user: User }) {
  const logsQuery = useQuery(biometricLogsQueryOptions(user.id));
  const preferences = usePreferences();
  const [chosenSource, setChosenSource] = useState(ALL_SOURCES);
  const allLogs = logsQuery.data;
  const sources = useMemo(() => sourcesIn(allLogs ?? []), [allLogs]);
  const source = effectiveFilter(allLogs ?? [], chosenSource);
  const logs = useMemo(() => (allLogs ? filterBySource(allLogs, source) : undefined), [allLogs, source]);
  if (preferences.isError) {
    return (
      <LoadError
        message="Couldn't load your unit preferences."
        onRetry={() => void preferences.refetch()}
        isRetrying={preferences.isFetching}
      />
    );
  }
  if (!preferences.data) return <PageSpinner />;
  const { weightUnit, temperatureUnit } = preferences.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 lg:items-start">
      {/* A filter only once readings come from more than one place (typed in, Apple Health…). */}
      {sources.length > 1 ? (
        <div className="lg:col-span-2">
          <SourceFilter sources={sources} value={source} onChange={setChosenSource} />
        </div>
      ) : null}
      <BiometricsForm userId={user.id} weightUnit={weightUnit} />
      <BiometricTrends
        logs={logs}
        isError={logsQuery.isError}
        isRetrying={logsQuery.isFetching}
        onRetry={() => void logsQuery.refetch()}
        timeZone={user.timeZone}
        weightUnit={weightUnit}
      />
      <div className="space-y-4 lg:col-span-2">
        <QueuedWritesList kind={BIOMETRICS_WRITE} describe={(write) => describeQueuedReading(write.body, weightUnit)} />
        <BiometricHistory logs={logs} timeZone={user.timeZone} weightUnit={weightUnit} temperatureUnit={temperatureUnit} />
      </div>
    </div>
  );
}
