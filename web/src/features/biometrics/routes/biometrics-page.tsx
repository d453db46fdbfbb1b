import { useQuery } from '@tanstack/react-query';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
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
      {user ? <BiometricsScreen userId={user.id} timeZone={user.timeZone} /> : null}
    </div>
  );
}

function BiometricsScreen({ userId, timeZone }: { userId: number; timeZone: string }) {
  const logsQuery = useQuery(biometricLogsQueryOptions(userId));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 lg:items-start">
      <BiometricsForm userId={userId} />
      <BiometricTrends
        logs={logsQuery.data}
        isError={logsQuery.isError}
        isRetrying={logsQuery.isFetching}
        onRetry={() => void logsQuery.refetch()}
        timeZone={timeZone}
      />
    </div>
  );
}
