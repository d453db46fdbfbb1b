import type { User } from '@uh/core/auth/auth.schema';
import type { ReactNode } from 'react';
import type { SettingsSectionSlug } from '@uh/core/settings/settings-sections';
import { AccountSection } from './account-section';
import { DataSection } from './data-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmbedTokensSection } from './embed-tokens-section';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { SafetyScreensSection } from './safety-screens-section';
import { SessionsSection } from './sessions-section';
import { SettingsSection } from './settings-section';
import { SignInMethodsSection } from './sign-in-methods-section';

/** What other features hand to Settings, so the features stay apart (see SettingsPage). */
export type HandedInSections = {
  connectedDevices?: (timeZone: string) => ReactNode;
  reminders?: ReactNode;
  webhooks?: ReactNode;
  coachMemory?: ReactNode;
};

type Props = HandedInSections & { slug: SettingsSectionSlug; user: User };

/** The cards of one section of Settings. */
export function SettingsSectionContent({ slug, user, connectedDevices, reminders, webhooks, coachMemory }: Props) {
  switch (slug) {
    case 'preferences':
      return <PreferencesSection />;
    case 'reminders':
      return (
        <SettingsSection
          id="reminders"
          title="Reminders"
          description="Sent by the server even while the app is closed: choose what, when, and where they arrive."
        >
          {reminders}
        </SettingsSection>
      );
    case 'account':
      return <AccountSection user={user} />;
    case 'security':
      return (
        <>
          <PasswordSection />
          <SignInMethodsSection />
          <SessionsSection />
        </>
      );
    case 'tokens':
      return <EmbedTokensSection />;
    case 'webhooks':
      return (
        <SettingsSection
          id="webhooks"
          title="Webhooks"
          description="Have the server tell your own tools (a spreadsheet script, Home Assistant, a chat bot) when something happens in your account. Each message is signed, so they can check it came from here."
        >
          {webhooks}
        </SettingsSection>
      );
    case 'coach':
      return (
        <SettingsSection
          id="coach-memory"
          title="Coach memory"
          description="What the coach remembers about you, in your words. Change or delete anything; it is exported with your data and deleted with your account."
        >
          {coachMemory}
        </SettingsSection>
      );
    case 'safety':
      return <SafetyScreensSection />;
    case 'devices':
      return (
        <SettingsSection
          id="connected-devices"
          title="Connected devices"
          description="Bring in the readings your phone or wearable has recorded. Each keeps its source, and on a day you also typed a reading, the charts show yours."
        >
          {connectedDevices?.(user.timeZone)}
        </SettingsSection>
      );
    case 'data':
      return (
        <>
          <DataSection />
          <DeleteAccountSection />
        </>
      );
  }
}
