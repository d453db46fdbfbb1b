import { useEffect } from 'react';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { AccountSection } from '../components/account-section';
import { DataSection } from '../components/data-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PasswordSection } from '../components/password-section';
import { PreferencesSection } from '../components/preferences-section';
import { SessionsSection } from '../components/sessions-section';

/** /settings#account (the profile's Edit Profile) opens at that section, after the layout scrolled to the top. */
function useScrollToHashSection() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}

/** /settings: preferences, account, password, sessions and the account's data. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  useScrollToHashSection();
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Settings</h1>
        <p className="text-muted-foreground">Your units, theme and time zone, your account, and everything you have logged.</p>
      </header>
      <PreferencesSection />
      <AccountSection user={user} />
      <PasswordSection />
      <SessionsSection />
      <DataSection />
      <DeleteAccountSection />
    </div>
  );
}
