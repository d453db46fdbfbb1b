import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { SectionCard } from '#ui/section-card';
import { ClinicianReportSection } from '../components/clinician-report-section';
import { GrantList } from '../components/grant-list';
import { ReceivedShareList } from '../components/received-share-list';
import { ShareInviteForm } from '../components/share-invite-form';

/**
 * /sharing: the people the person shares parts of their data with (each domain at a level, for a
 * time), the report they take to a clinician (and links to it for someone without an account),
 * and what others share with them.
 */
export function SharingPage() {
  useDocumentTitle('Sharing');
  const { data: user } = useSession();
  const timeZone = user?.timeZone ?? 'UTC';
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Sharing</h1>
        <p className="text-muted-foreground">
          Let the people who help you, at home or as your coach, see parts of your data. You choose what, how much and for how long, and you
          can change or stop it at any time.
        </p>
      </header>
      <SectionCard
        id="sharing-given"
        title="People you share with"
        description="They need an account on this server. Nothing is shared until they accept."
        className="space-y-6"
      >
        <ShareInviteForm />
        <div className="space-y-3 border-t border-border pt-4">
          <h3 className="font-semibold">Your shares</h3>
          <GrantList timeZone={timeZone} />
        </div>
      </SectionCard>
      <ClinicianReportSection timeZone={timeZone} />
      <SectionCard id="sharing-received" title="Shared with you" className="space-y-4">
        <ReceivedShareList timeZone={timeZone} />
      </SectionCard>
    </div>
  );
}
