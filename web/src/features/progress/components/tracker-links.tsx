import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#ui/button';
import { TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';

/** The empty states' next step: one link per tracker. */
export function TrackerLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {TRACKED_PROTOCOL_VIEWS.map(({ key, label, href, Icon, text }) => (
        <li key={key}>
          <Link href={href} className={buttonClasses({ variant: 'secondary' })}>
            <Icon aria-hidden="true" className={`size-4 ${text}`} />
            Log {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Nothing to show yet: what to do next (docs/design.md empty states). */
export function ProtocolsEmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 rounded-control border border-dashed border-input-border p-4">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{children}</p>
      <TrackerLinks />
    </div>
  );
}
