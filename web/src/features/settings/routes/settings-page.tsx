import { useEffect, type ReactNode } from 'react';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { useIsDemoAccount } from '../api/use-is-demo-account';
import { AccountSection } from '../components/account-section';
import { DataSection } from '../components/data-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { DemoAccountNotice } from '../components/demo-account-notice';
import { EmbedTokensSection } from '../components/embed-tokens-section';
import { PasswordSection } from '../components/password-section';
import { PreferencesSection } from '../components/preferences-section';
import { SafetyScreensSection } from '../components/safety-screens-section';
import { SessionsSection } from '../components/sessions-section';
import { SettingsSection } from '../components/settings-section';
import { SignInMethodsSection } from '../components/sign-in-methods-section';

/** /settings#account (the profile's Edit Profile) opens at that section, after the layout scrolled to the top. */
function useScrollToHashSection() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}

/**
 * /settings: preferences, account, password, sessions, connected devices and the account's data.
 * Connecting a device is a setting, but importing its data is the wearables feature's own work: the
 * app hands its cards in (`connectedDevices`), so the features stay apart.
 */
export function SettingsPage({ connectedDevices }: { connectedDevices?: (timeZone: string) => ReactNode }) {
  useDocumentTitle('Settings');
  useScrollToHashSection();
  const { data: user } = useSession();
  const isDemo = useIsDemoAccount(user?.username ?? '');
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Settings</h1>
        <p className="text-muted-foreground">Your units, theme and time zone, your account, and everything you have logged.</p>
      </header>
      {isDemo ? <DemoAccountNotice /> : null}
      <PreferencesSection />
      <AccountSection user={user} />
      <PasswordSection />
      <SignInMethodsSection />
      <SessionsSection />
      <EmbedTokensSection />
      <SafetyScreensSection />
      <SettingsSection
        id="connected-devices"
        title="Connected devices"
        description="Bring in the readings your phone or wearable has recorded. Each keeps its source, and on a day you also typed a reading, the charts show yours."
      >
        {connectedDevices?.(user.timeZone)}
      </SettingsSection>
      <DataSection />
      <DeleteAccountSection />
    </div>
  );
}
