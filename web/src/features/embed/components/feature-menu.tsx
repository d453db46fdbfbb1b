import type { EmbedConfig } from '@uh/core/embed/embed.logic';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { Link } from 'wouter';
import { useDocumentTitle } from '#lib/use-document-title';
import { embedMenuItems } from '../lib/embed-location';
import { FeatureIcon } from './feature-icon';

/** The widget's fallback (docs/product.md §2 "Embed routes"): the five features; choosing one opens it in the frame. */
export function FeatureMenu({ config }: { config: EmbedConfig }) {
  useDocumentTitle('Choose a feature');
  return (
    <section aria-labelledby="embed-menu-heading" className="space-y-4">
      <header className="space-y-1">
        <h1 id="embed-menu-heading" className="text-xl font-bold">
          Choose a feature
        </h1>
        <p className="text-sm text-muted-foreground">Track your daily protocols with Ultimate Human.</p>
      </header>
      <ul className="space-y-2">
        {embedMenuItems(config).map((item) => (
          <li key={item.route}>
            <Link
              href={item.href}
              className="flex min-h-12 items-center gap-3 rounded-card border border-border bg-surface px-4 py-2 font-medium shadow-card transition-colors duration-150 hover:bg-surface-muted"
            >
              <FeatureIcon route={item.route} className="size-5" />
              <span className="min-w-0 flex-1">{item.label}</span>
              <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
