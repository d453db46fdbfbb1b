import { useQuery } from '@tanstack/react-query';
import { LoadError } from '#ui/load-error';
import { reminderSettingsQueryOptions } from '../api/reminders-queries';
import { RemindersForm } from './reminders-form';

const pulse = 'animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none';

/** About the height of the form, so nothing jumps when it arrives. */
function RemindersSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span role="status" className="sr-only">
        Loading your reminders
      </span>
      <div aria-hidden="true" className="h-5 w-2/3 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      {[0, 1, 2, 3, 4, 5, 6].map((row) => (
        <div key={row} aria-hidden="true" className={`h-24 ${pulse}`} />
      ))}
    </div>
  );
}

/**
 * Settings → Reminders: what the server sends while the app is closed, when, and where. Handed to
 * the settings page by the app, like the connected devices, so the features stay apart.
 */
export function RemindersSettings() {
  const query = useQuery(reminderSettingsQueryOptions);
  if (query.data) return <RemindersForm saved={query.data} />;
  if (query.isError) {
    return (
      <LoadError
        isFramed={false}
        message="Couldn't load your reminders."
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <RemindersSkeleton />;
}
