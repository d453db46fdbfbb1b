import type { ReceivedShare } from '@uh/core/sharing/share-grants.schema';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'wouter';
import { errorMessage } from '#lib/api-client';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { buttonClasses } from '#ui/button';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useReceivedShares } from '../api/use-received-shares';
import { useSharedOverview } from '../api/use-shared-data';
import { ProposeForm } from '../components/propose-form';
import { SharedBanner } from '../components/shared-banner';
import { SharedChecklist } from '../components/shared-checklist';
import { SharedExperiments } from '../components/shared-experiments';
import { SharedLogList } from '../components/shared-logs';
import { SharedOwnProtocols } from '../components/shared-own-protocols';
import { SharedProgress, type ProgressRingSlot } from '../components/shared-progress';
import { isRefusal } from '../components/shared-section';
import { canPropose, knownScopes } from '../lib/share-words';

const BackToSharing = () => (
  <Link href="/sharing" className={buttonClasses({ variant: 'secondary' })}>
    <ArrowLeftIcon aria-hidden="true" className="size-4" />
    Back to Sharing
  </Link>
);

/**
 * /shared/:grantId: another person's data, as far as their grant reaches, under a banner naming
 * them in every state. Domains the grant leaves out are not shown at all.
 */
export function SharedPage({ progressRing }: { progressRing?: ProgressRingSlot }) {
  const grantId = Number(useParams<{ grantId: string }>().grantId);
  const overview = useSharedOverview(grantId);
  // Names the owner while the overview loads, and once the share ended (the overview is then refused).
  const listed = useReceivedShares().data?.find((share) => share.id === grantId);
  const name = overview.data?.owner.displayName ?? listed?.owner.displayName ?? null;
  useDocumentTitle(name === null ? 'Shared data' : `${name}'s data`);
  const timeZone = useSession().data?.timeZone ?? 'UTC';

  if (overview.isError) {
    const refused = isRefusal(overview.error);
    return (
      <div className="space-y-6">
        <SharedBanner name={name} mode={refused ? 'Nothing is shown: this share is not active' : null} />
        {refused ? (
          <Card role="alert" className="space-y-3 p-4 sm:p-6">
            <p className="font-medium">{errorMessage(overview.error)}</p>
            <BackToSharing />
          </Card>
        ) : (
          <LoadError message="Could not load this share." isRetrying={overview.isFetching} onRetry={() => void overview.refetch()} />
        )}
      </div>
    );
  }
  if (!overview.data) {
    return (
      <div className="space-y-6">
        <SharedBanner name={name} mode={null} />
        <Spinner label="Loading the shared data" className="min-h-24" />
      </div>
    );
  }
  return <SharedContent share={overview.data} timeZone={timeZone} progressRing={progressRing} />;
}

function SharedContent({
  share,
  timeZone,
  progressRing,
}: {
  share: ReceivedShare;
  timeZone: string;
  progressRing?: ProgressRingSlot | undefined;
}) {
  const scopes = knownScopes(share.scopes);
  const name = share.owner.displayName;
  const mayPropose = canPropose(scopes);
  return (
    <div className="space-y-6">
      <SharedBanner name={name} mode={mayPropose ? 'You can propose entries' : 'Read only'} canPropose={mayPropose} />
      {mayPropose ? <ProposeForm grantId={share.id} name={name} scopes={scopes} /> : null}
      {scopes.progress ? <SharedProgress grantId={share.id} progressRing={progressRing} /> : null}
      {scopes.progress ? <SharedOwnProtocols grantId={share.id} /> : null}
      {scopes.fasting ? <SharedLogList grantId={share.id} kind="fasting" timeZone={timeZone} /> : null}
      {scopes.cold ? <SharedLogList grantId={share.id} kind="cold-exposure" timeZone={timeZone} /> : null}
      {scopes.biometrics ? <SharedLogList grantId={share.id} kind="biometrics" timeZone={timeZone} /> : null}
      {scopes.checkins ? <SharedChecklist grantId={share.id} /> : null}
      {scopes.experiments ? <SharedExperiments grantId={share.id} timeZone={timeZone} /> : null}
      <BackToSharing />
    </div>
  );
}
