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

/** How long a section opened by link is held in place while the sections above it finish loading. */
const HOLD_HASH_SECTION_MS = 3000;
const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * /settings#account (the profile's Edit Profile) opens at that section, after the layout scrolled
 * to the top. Sections above it load on their own (reminders arrive as a separate download) and
 * grow, so the section is held in place until they have, or until the person scrolls themselves.
 */
function useScrollToHashSection() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    const section = id ? document.getElementById(id) : null;
    if (!section?.parentElement) return;
    const scrollToSection = () => section.scrollIntoView({ block: 'start' });
    scrollToSection();
    const hold = new ResizeObserver(scrollToSection);
    hold.observe(section.parentElement);
    const release = () => hold.disconnect();
    const timer = setTimeout(release, HOLD_HASH_SECTION_MS);
    for (const event of PERSON_SCROLLS) window.addEventListener(event, release, { once: true, passive: true });
    return () => {
      release();
      clearTimeout(timer);
      for (const event of PERSON_SCROLLS) window.removeEventListener(event, release);
    };
  }, []);
}

type SettingsPageProps = { connectedDevices?: (timeZone: string) => ReactNode; reminders?: ReactNode; webhooks?: ReactNode };

/**
 * /settings: preferences, reminders, account, password, sessions, tokens, webhooks, connected
 * devices and the account's data. Connecting a device is a setting, but importing its data is the
 * wearables feature's own work, and reminders and webhooks are their own features: the app hands
 * them in (`connectedDevices`, `reminders`, `webhooks`), so the features stay apart.
 */
export function SettingsPage({ connectedDevices, reminders, webhooks }: SettingsPageProps) {
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
      <SettingsSection
        id="reminders"
        title="Reminders"
        description="Sent by the server even while the app is closed: choose what, when, and where they arrive."
      >
        {reminders}
      </SettingsSection>
      <AccountSection user={user} />
      <PasswordSection />
      <SignInMethodsSection />
      <SessionsSection />
      <EmbedTokensSection />
      <SettingsSection
        id="webhooks"
        title="Webhooks"
        description="Have the server tell your own tools (a spreadsheet script, Home Assistant, a chat bot) when something happens in your account. Each message is signed, so they can check it came from here."
      >
        {webhooks}
      </SettingsSection>
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
