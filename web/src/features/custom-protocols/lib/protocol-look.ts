import type { CustomProtocolColor, CustomProtocolIcon } from '@uh/core/custom-protocols/protocol-document.schema';
import type { LucideIcon } from 'lucide-react';
import BookOpenIcon from 'lucide-react/icons/book-open';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CoffeeIcon from 'lucide-react/icons/coffee';
import DropletIcon from 'lucide-react/icons/droplet';
import DumbbellIcon from 'lucide-react/icons/dumbbell';
import FlameIcon from 'lucide-react/icons/flame';
import FootprintsIcon from 'lucide-react/icons/footprints';
import HeartIcon from 'lucide-react/icons/heart';
import MoonIcon from 'lucide-react/icons/moon';
import PillIcon from 'lucide-react/icons/pill';
import SmileIcon from 'lucide-react/icons/smile';
import SunIcon from 'lucide-react/icons/sun';
import WindIcon from 'lucide-react/icons/wind';
import WineIcon from 'lucide-react/icons/wine';

/** How a person's own protocol is drawn: its icon (lucide) and accent (a design token in styles.css). */
export const PROTOCOL_ICON_VIEWS: Record<CustomProtocolIcon, { Icon: LucideIcon; label: string }> = {
  check: { Icon: CircleCheckIcon, label: 'Tick' },
  wind: { Icon: WindIcon, label: 'Breath' },
  flame: { Icon: FlameIcon, label: 'Flame' },
  heart: { Icon: HeartIcon, label: 'Heart' },
  pill: { Icon: PillIcon, label: 'Pill' },
  smile: { Icon: SmileIcon, label: 'Smile' },
  footprints: { Icon: FootprintsIcon, label: 'Footprints' },
  wine: { Icon: WineIcon, label: 'Glass of wine' },
  coffee: { Icon: CoffeeIcon, label: 'Coffee' },
  dumbbell: { Icon: DumbbellIcon, label: 'Dumbbell' },
  moon: { Icon: MoonIcon, label: 'Moon' },
  sun: { Icon: SunIcon, label: 'Sun' },
  droplet: { Icon: DropletIcon, label: 'Drop of water' },
  book: { Icon: BookOpenIcon, label: 'Book' },
};

/** Class names written out whole, so Tailwind finds them. */
export const PROTOCOL_COLOR_VIEWS: Record<CustomProtocolColor, { label: string; accent: string; soft: string; swatch: string }> = {
  teal: { label: 'Teal', accent: 'text-custom-teal', soft: 'bg-custom-teal-soft', swatch: 'bg-custom-teal' },
  violet: { label: 'Violet', accent: 'text-custom-violet', soft: 'bg-custom-violet-soft', swatch: 'bg-custom-violet' },
  amber: { label: 'Amber', accent: 'text-custom-amber', soft: 'bg-custom-amber-soft', swatch: 'bg-custom-amber' },
  rose: { label: 'Rose', accent: 'text-custom-rose', soft: 'bg-custom-rose-soft', swatch: 'bg-custom-rose' },
  sky: { label: 'Sky blue', accent: 'text-custom-sky', soft: 'bg-custom-sky-soft', swatch: 'bg-custom-sky' },
  lime: { label: 'Lime', accent: 'text-custom-lime', soft: 'bg-custom-lime-soft', swatch: 'bg-custom-lime' },
  slate: { label: 'Slate', accent: 'text-custom-slate', soft: 'bg-custom-slate-soft', swatch: 'bg-custom-slate' },
};
