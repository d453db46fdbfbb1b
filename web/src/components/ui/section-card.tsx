import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import { Card } from './card';

type SectionCardProps = {
  /** Names the heading (`<id>-heading`); also the card's own id when `isLinkable` (a page#id address). */
  id: string;
  title: string;
  description?: string;
  isLinkable?: boolean;
  className?: string;
  children: ReactNode;
};

/** One part of a page: a card named by its heading, so screen readers list it as a region. */
export function SectionCard({ id, title, description, isLinkable = false, className, children }: SectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card id={isLinkable ? id : undefined} role="region" aria-labelledby={headingId} className={cn('p-4 sm:p-6', className)}>
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
