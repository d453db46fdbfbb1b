import { Link } from 'wouter';
import { LegalPage, LegalSection } from '../components/legal-page';

export function HelpPage() {
  return (
    <LegalPage title="Help" intro="How to get started, where your data lives, and who to ask when something goes wrong.">
      <LegalSection title="Getting started">
        <ul>
          <li>
            <Link to="/register">Create an account</Link> with a username, e-mail address and password, or <Link to="/auth">sign in</Link>.
          </li>
          <li>Your dashboard greets you with today&apos;s date in your own time zone, taken from your browser when you registered.</li>
          <li>Sections marked &quot;This section is not available yet.&quot; are planned but not built on this installation.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Not medical advice">
        <p>
          Ultimate Human is a tracker, not a clinician. Ask a qualified health professional before starting a fasting or cold-exposure
          routine.
        </p>
      </LegalSection>
      <LegalSection title="Forgotten password or account problems">
        <p>
          There is no self-service password reset yet. Contact the site operator, who can help you regain access or delete your account.
        </p>
      </LegalSection>
      <LegalSection title="Running your own copy">
        <p>
          Ultimate Human is self-hostable: one Node.js server (version 20.19 or later) serves the app and its API, and keeps data in
          PostgreSQL. It starts an embedded PostgreSQL by default, with data in its <code>data</code> folder, or uses any PostgreSQL server
          given by <code>DATABASE_URL</code>. Install with <code>npm install</code> and start with <code>npm start</code>.
        </p>
      </LegalSection>
      <LegalSection title="Keyboard">
        <p>Every control works from the keyboard. Press F8 to jump to notifications.</p>
      </LegalSection>
    </LegalPage>
  );
}
