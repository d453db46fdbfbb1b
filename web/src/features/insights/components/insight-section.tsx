import type { Insight } from '@uh/core/insights/insights.schema';
import CircleDashedIcon from 'lucide-react/icons/circle-dashed';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import HourglassIcon from 'lucide-react/icons/hourglass';
import Link2Icon from 'lucide-react/icons/link-2';
import type { InsightGroup, InsightGroupKey } from '../lib/insight-groups';
import { InsightCard } from './insight-card';

// An icon beside each heading, so a section is told by more than its place on the page.
const GROUP_ICONS: Record<InsightGroupKey, typeof Link2Icon> = {
  link: Link2Icon,
  noLink: CircleDashedIcon,
  notEnoughData: HourglassIcon,
  hidden: EyeOffIcon,
};

export const sectionHeadingId = (key: InsightGroupKey) => `insights-${key}-heading`;

type InsightSectionProps = {
  group: InsightGroup;
  busyKey: string | null;
  onToggleHidden: (insight: Insight) => void;
  onDelete: (insight: Insight) => void;
};

/** One status's pairs under its heading, one card each. */
export function InsightSection({ group, busyKey, onToggleHidden, onDelete }: InsightSectionProps) {
  const Icon = GROUP_ICONS[group.key];
  const headingId = sectionHeadingId(group.key);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="space-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {group.heading}
          <span className="figures text-base font-normal text-muted-foreground">({group.insights.length})</span>
        </h2>
        <p className="text-sm text-muted-foreground">{group.intro}</p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {group.insights.map((insight) => (
          <li key={insight.key}>
            <InsightCard insight={insight} isBusy={busyKey === insight.key} onToggleHidden={onToggleHidden} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    </section>
  );
}
