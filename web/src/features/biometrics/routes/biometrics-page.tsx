import { useQuery } from '@tanstack/react-query';
import type { User } from '@uh/core/auth/auth.schema';
import { usePreferences } from '#lib/preferences';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { LoadError } from '#ui/load-error';
import { PageSpinner } from '#ui/spinner';
import { biometricLogsQueryOptions } from '../api/biometrics-queries';
import { BiometricTrends } from '../components/biometric-trends';
import { BiometricsForm } from '../components/biometrics-form';

/** /biometrics (spec §2): log today's readings and see each metric's trend. */
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
  const { weightUnit } = preferences.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 lg:items-start">
      <BiometricsForm userId={user.id} weightUnit={weightUnit} />
      <BiometricTrends
        logs={logsQuery.data}
        isError={logsQuery.isError}
        isRetrying={logsQuery.isFetching}
        onRetry={() => void logsQuery.refetch()}
        timeZone={user.timeZone}
        weightUnit={weightUnit}
      />
    </div>
  );
}
