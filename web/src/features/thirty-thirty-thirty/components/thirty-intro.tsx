import DumbbellIcon from 'lucide-react/icons/dumbbell';
import EggIcon from 'lucide-react/icons/egg';
import SunriseIcon from 'lucide-react/icons/sunrise';
import type { LucideIcon } from 'lucide-react';

const STEPS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: EggIcon, title: '30 g protein', text: 'Eat at least 30 grams of protein.' },
  { icon: SunriseIcon, title: 'Within 30 minutes', text: 'Have it within 30 minutes of waking.' },
  { icon: DumbbellIcon, title: '30 minutes of exercise', text: 'Follow with 30 minutes of low-intensity exercise, like a brisk walk.' },
];

/** What the 30-30-30 method is, in one glance. */
export function ThirtyIntro() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {STEPS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-card border border-border bg-surface p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-protocol-thirty-soft text-protocol-thirty">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="font-semibold">{title}</p>
            <p className="text-sm text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
