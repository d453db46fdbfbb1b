import EyeIcon from 'lucide-react/icons/eye';
import UsersRoundIcon from 'lucide-react/icons/users-round';
import PencilLineIcon from 'lucide-react/icons/pencil-line';

type SharedBannerProps = {
  /** The owner's display name, once known. */
  name: string | null;
  /** 'Read only', 'You can propose entries', or why nothing shows. */
  mode: string | null;
  canPropose?: boolean;
};

/** Whose data this is, at the top of every state of a shared page, so nobody logs into the wrong person. */
export function SharedBanner({ name, mode, canPropose = false }: SharedBannerProps) {
  const ModeIcon = canPropose ? PencilLineIcon : EyeIcon;
  return (
    <header className="flex items-start gap-3 rounded-card border-2 border-primary bg-surface-muted p-4 sm:p-5">
      <UsersRoundIcon aria-hidden="true" className="mt-1 size-6 shrink-0" />
      <div className="space-y-1">
        <h1 className="text-xl font-bold md:text-2xl">{name === null ? 'Shared data' : `You are viewing ${name}'s data`}</h1>
        {mode === null ? null : (
          <p className="flex items-center gap-1.5 font-medium">
            <ModeIcon aria-hidden="true" className="size-4 shrink-0" />
            {mode}
          </p>
        )}
      </div>
    </header>
  );
}
