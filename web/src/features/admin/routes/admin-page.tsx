import type { ReactNode } from 'react';
import { useDocumentTitle } from '#lib/use-document-title';
import { PageSpinner } from '#ui/spinner';
import { AccountsSection } from '../components/accounts-section';
import { AuditLogSection } from '../components/audit-log-section';
import { InvitesSection } from '../components/invites-section';
import { ServerStatusSection } from '../components/server-status-section';
import { useAdminAccess } from '../lib/use-admin-access';

/**
 * /admin: accounts, invites, the server's state and what admins did. Anyone else gets `notFound`
 * (the app's 404 page), as the API answers them 404 too: the page is not revealed.
 */
export function AdminPage({ notFound }: { notFound: ReactNode }) {
  const access = useAdminAccess();
  if (access === 'checking') return <PageSpinner />;
  if (access === 'not-admin') return notFound;
  return <AdminSections />;
}

function AdminSections() {
  useDocumentTitle('Admin');
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Admin</h1>
        <p className="text-muted-foreground">Accounts, invite links and the state of this server.</p>
      </header>
      <AccountsSection />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <InvitesSection />
        <ServerStatusSection />
      </div>
      <AuditLogSection />
    </div>
  );
}
