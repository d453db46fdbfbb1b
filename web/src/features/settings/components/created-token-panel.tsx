import type { CreatedToken } from '@uh/core/embed/embed-tokens.schema';
import { OneTimeSecretPanel } from '#ui/one-time-secret-panel';
import { PersonalTokenUsage } from './personal-token-usage';

/** The new token, this once: the server keeps only its hash. */
export function CreatedTokenPanel({ created, onDone }: { created: CreatedToken; onDone: () => void }) {
  const isPersonal = created.summary.kind === 'personal';
  return (
    <OneTimeSecretPanel
      id="created-token"
      heading="Copy your new token now"
      note={
        <>
          This is the only time &ldquo;{created.summary.name}&rdquo; is shown: you won&rsquo;t see it again. Keep it where your{' '}
          {isPersonal ? 'scripts keep their' : 'site keeps its'} secrets; if it is lost, revoke it and create another.
        </>
      }
      label="Token"
      secret={created.token}
      onDone={onDone}
    >
      {isPersonal ? <PersonalTokenUsage created={created} /> : null}
    </OneTimeSecretPanel>
  );
}
