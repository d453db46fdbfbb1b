import type { ProtocolEntryProposal } from '@uh/core/voice-journal/protocol-entries.schema';

type Props = {
  proposals: readonly ProtocolEntryProposal[];
  /** Positions in `proposals` the person keeps. */
  chosen: ReadonlySet<number>;
  onToggle: (index: number, isChosen: boolean) => void;
  /** Once logged with a saved entry, they are shown as done and are not sent again. */
  isLogged: boolean;
};

/** The values the recording gives the person's own protocols: each one ticked to log it with the first entry saved. */
export function ReviewProtocolEntries({ proposals, chosen, onToggle, isLogged }: Props) {
  if (proposals.length === 0) return null;
  return (
    <fieldset className="space-y-2 rounded-control border border-border p-3">
      <legend className="px-1 text-sm font-medium">Your protocols</legend>
      <p className="text-sm text-muted-foreground">
        {isLogged ? 'Logged with your entry.' : 'Ticked values are logged with the first entry you save.'}
      </p>
      <ul className="space-y-1">
        {proposals.map((proposal, index) => (
          <li key={`${proposal.protocolId}/${proposal.componentId}`}>
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                checked={chosen.has(index)}
                disabled={isLogged}
                onChange={(event) => onToggle(index, event.target.checked)}
                className="size-5 accent-primary"
              />
              {proposal.summary}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
