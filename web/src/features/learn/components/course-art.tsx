import HeartPulseIcon from 'lucide-react/icons/heart-pulse';
import HourglassIcon from 'lucide-react/icons/hourglass';
import MoonIcon from 'lucide-react/icons/moon';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SunriseIcon from 'lucide-react/icons/sunrise';
import TimerIcon from 'lucide-react/icons/timer';
import type { ComponentType } from 'react';
import { cn } from '#lib/cn';
import type { CourseArt } from '../content/courses';

type Art = { Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>; backdrop: string; icon: string };

// Drawn, not downloaded: a gradient in the protocol's accent (docs/design.md) with its icon.
const ART: Record<CourseArt, Art> = {
  thirty: { Icon: SunriseIcon, backdrop: 'from-protocol-thirty-soft', icon: 'text-protocol-thirty' },
  fasting: { Icon: HourglassIcon, backdrop: 'from-protocol-fasting-soft', icon: 'text-protocol-fasting' },
  'fasting-advanced': { Icon: TimerIcon, backdrop: 'from-protocol-fasting-soft', icon: 'text-protocol-fasting' },
  cold: { Icon: SnowflakeIcon, backdrop: 'from-protocol-cold-soft', icon: 'text-protocol-cold' },
  sleep: { Icon: MoonIcon, backdrop: 'from-protocol-coach-soft', icon: 'text-protocol-coach' },
  biometrics: { Icon: HeartPulseIcon, backdrop: 'from-protocol-biometrics-soft', icon: 'text-protocol-biometrics' },
};

/** A course banner: decorative, so hidden from screen readers (the title says what it is). */
export function CourseArtwork({ art, className }: { art: CourseArt; className?: string }) {
  const { Icon, backdrop, icon } = ART[art];
  return (
    <div
      aria-hidden="true"
      className={cn('relative flex items-center justify-center overflow-hidden bg-linear-to-br to-surface-muted', backdrop, className)}
    >
      <Icon aria-hidden="true" className={cn('absolute -right-4 -bottom-6 size-28 opacity-15', icon)} />
      <span className="flex size-14 items-center justify-center rounded-full bg-surface/80 shadow-card">
        <Icon aria-hidden="true" className={cn('size-7', icon)} />
      </span>
    </div>
  );
}
