import { Link } from 'wouter';
import { LegalPage, LegalSection } from '../components/legal-page';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="Ultimate Human is self-hosted software. These terms apply to this installation, which is run by its site operator, not by the authors of the software."
    >
      <LegalSection title="Not medical advice">
        <p>
          Ultimate Human helps you keep track of wellness routines such as a morning routine, intermittent fasting and cold exposure. It
          does not diagnose, treat or prevent any condition, and nothing in it is medical advice. Fasting and cold exposure carry real risks
          for some people: talk to a qualified health professional before you start, and stop if you feel unwell. In an emergency, contact
          your local emergency services.
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <ul>
          <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
          <li>Use the service lawfully and do not try to disrupt it or reach other people&apos;s data.</li>
          <li>The site operator may suspend accounts that abuse the service.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Your data">
        <p>
          What you record stays yours and is kept on this server. The <Link to="/privacy">Privacy Policy</Link> explains what is stored and
          how to have it deleted.
        </p>
      </LegalSection>
      <LegalSection title="No warranty">
        <p>
          The software is provided as is, without warranty of any kind. Features may change, and sections marked as not available yet may
          never arrive on this installation.
        </p>
      </LegalSection>
      <LegalSection title="Questions">
        <p>
          Contact the person or organisation that runs this site. The <Link to="/help">Help</Link> page has more.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
