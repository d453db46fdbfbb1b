import { SAFETY_SCREEN_KINDS, type SafetyScreenKind } from '@uh/core/settings/safety-screen.logic';
import { SAFETY_SCREENS } from '@uh/core/settings/safety-screen-texts';
import { useQuery } from '@tanstack/react-query';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import { errorMessage } from '#lib/api-client';
import { safetyScreensQueryOptions, useResetSafetyScreen } from '#lib/safety-screens';
import { useSession } from '#lib/session';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { SettingsSection } from './settings-section';

const formatAcceptedAt = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

function ScreenRow({ kind, acceptedAt, timeZone }: { kind: SafetyScreenKind; acceptedAt: string | null; timeZone: string }) {
  const screen = SAFETY_SCREENS[kind];
  const reset = useResetSafetyScreen();
  const onShowAgain = () =>
    reset.mutate(kind, {
      onSuccess: () => toast({ title: 'Safety screen reset', description: screen.when }),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) }),
    });
  return (
    <li className="space-y-3 rounded-control border border-border p-4">
      <div className="space-y-1">
        <h3 className="font-semibold">{screen.title}</h3>
        <p className="text-sm text-muted-foreground">{screen.when}</p>
        <p className="text-sm">
          {acceptedAt ? `Accepted on ${formatAcceptedAt(acceptedAt, timeZone)}.` : 'Not accepted yet: it will show next time.'}
        </p>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">What it says</summary>
        <p className="mt-2 text-muted-foreground">{screen.intro}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {screen.risks.map((risk) => (
            <li key={risk}>{risk}</li>
          ))}
        </ul>
      </details>
      {acceptedAt ? (
        <Button variant="secondary" size="sm" disabled={reset.isPending} onClick={onShowAgain}>
          <RotateCcwIcon aria-hidden="true" className="size-4" />
          {screen.showAgainLabel}
        </Button>
      ) : null}
    </li>
  );
}

/** "Safety screens": when each was accepted, and a way to see it again before the next time. */
export function SafetyScreensSection() {
  const { data: user } = useSession();
  const screens = useQuery(safetyScreensQueryOptions);
  return (
    <SettingsSection
      id="safety-screens"
      title="Safety screens"
      description="Before a long fast or a very cold session, the app first shows who should talk to a doctor. Once you accept a screen it stays out of your way."
    >
      {screens.data ? (
        <ul className="space-y-3">
          {SAFETY_SCREEN_KINDS.map((kind) => (
            <ScreenRow key={kind} kind={kind} acceptedAt={screens.data[kind].acceptedAt} timeZone={user?.timeZone ?? 'UTC'} />
          ))}
        </ul>
      ) : screens.isError ? (
        <LoadError
          isFramed={false}
          message="Failed to load your safety screens."
          onRetry={() => void screens.refetch()}
          isRetrying={screens.isFetching}
        />
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          Loading…
        </p>
      )}
    </SettingsSection>
  );
}
