import { useSharedOwnProtocols } from '../api/use-shared-data';
import { daysInWords } from '../lib/own-protocol-words';
import { SharedSection } from './shared-section';

/** Their own protocols: the last two weeks of each, its habit strength and streak. */
export function SharedOwnProtocols({ grantId }: { grantId: number }) {
  const query = useSharedOwnProtocols(grantId);
  return (
    <SharedSection id="shared-own-protocols" title="Their own protocols" what="their own protocols" query={query}>
      {({ protocols }) =>
        protocols.length === 0 ? (
          <p className="text-sm text-muted-foreground">No protocols of their own yet.</p>
        ) : (
          <ul aria-label="Their own protocols" className="divide-y divide-border text-sm">
            {protocols.map((protocol) => (
              <li key={protocol.id} className="space-y-0.5 py-2">
                <p className="font-medium break-words">{protocol.title}</p>
                <p className="text-muted-foreground">
                  Last 14 days: {daysInWords(protocol.days)} · habit strength {Math.round(protocol.strength)} of 100 · streak{' '}
                  {protocol.streak} {protocol.streak === 1 ? 'day' : 'days'}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </SharedSection>
  );
}
