import { EMBED_MENU_ROUTE, type EmbedConfig } from '@uh/core/embed/embed.logic';
import LayoutGridIcon from 'lucide-react/icons/layout-grid';
import { Link } from 'wouter';
import { embedHref, embedMenuItems } from '../lib/embed-location';
import { FeatureIcon } from './feature-icon';

const itemClasses =
  'inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-control px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground ' +
  'transition-colors duration-150 hover:bg-surface-muted hover:text-foreground aria-[current=page]:bg-nav-active aria-[current=page]:text-nav-active-foreground';

/**
 * `nav=1`: the features in one row above the widget, scrolling sideways in a narrow frame rather
 * than taking the height a small frame needs for the feature itself.
 */
export function CompactNav({ config }: { config: EmbedConfig }) {
  const current = (route: string) => (config.route === route ? ('page' as const) : undefined);
  return (
    <nav aria-label="Widget features" className="border-b border-border bg-surface">
      <ul className="flex gap-1 overflow-x-auto px-2 py-1.5">
        <li className="shrink-0">
          <Link href={embedHref(EMBED_MENU_ROUTE, config)} aria-current={current(EMBED_MENU_ROUTE)} className={itemClasses}>
            <LayoutGridIcon aria-hidden="true" className="size-4" />
            All features
          </Link>
        </li>
        {embedMenuItems(config).map((item) => (
          <li key={item.route} className="shrink-0">
            <Link href={item.href} aria-current={current(item.route)} className={itemClasses}>
              <FeatureIcon route={item.route} className="size-4" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
