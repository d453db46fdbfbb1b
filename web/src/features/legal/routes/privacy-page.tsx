import { LegalPage, LegalSection } from '../components/legal-page';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="Ultimate Human keeps your data on the server that runs this site, in its own database. It has no advertising, no analytics and no third-party trackers."
    >
      <LegalSection title="What is stored">
        <ul>
          <li>Your account: username, e-mail address, display name, time zone, when you joined and when you last signed in.</li>
          <li>Your password only as a one-way hash (argon2id); the password itself is never stored.</li>
          <li>A session cookie that keeps you signed in, and a theme cookie if you pick a colour theme. No other cookies are set.</li>
          <li>Sign-in attempt counters (by username and network address) used to slow down password guessing.</li>
          <li>
            What you choose to record as the tracking sections become available: protocol logs, biometrics, checklists, journal entries and
            coach conversations.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Where it is kept">
        <p>
          Everything is stored in the PostgreSQL database of this self-hosted installation and is not sold or shared. Pages load no outside
          fonts, scripts or trackers.
        </p>
      </LegalSection>
      <LegalSection title="Optional outside services">
        <p>
          The site operator may connect Google sign-in, an AI model for the coach, or a speech-to-text service. When one is connected, only
          what that feature needs is sent to it: for example your sign-in with Google, or the messages you send the coach. If none is
          connected, nothing leaves this server.
        </p>
      </LegalSection>
      <LegalSection title="Deleting your data">
        <p>
          A self-service delete button is not available yet. To have your account and every record it owns deleted, contact the site
          operator.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
