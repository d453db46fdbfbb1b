import ArrowDownRightIcon from 'lucide-react/icons/arrow-down-right';
import ArrowUpRightIcon from 'lucide-react/icons/arrow-up-right';
import MinusIcon from 'lucide-react/icons/minus';
import { formatChange } from '../lib/progress-format';

const ICONS = { up: ArrowUpRightIcon, down: ArrowDownRightIcon, same: MinusIcon } as const;

/** A change in percent with its sign, an arrow and a word: never colour alone. */
export function ChangeText({ percent, label }: { percent: number | null; label?: string }) {
  const change = formatChange(percent);
  if (!change) return <p className="text-sm text-muted-foreground">{label ? `${label}: ` : ''}Not enough readings for a change</p>;
  const Icon = ICONS[change.direction];
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label ? <span className="text-muted-foreground">{label}</span> : null}
      <span className="font-semibold figures">{change.text}</span>
      <span className="text-muted-foreground">{change.words}</span>
    </p>
  );
}
