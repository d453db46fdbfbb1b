import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import { Card } from '#ui/card';

type SettingsSectionProps = {
  id: string;
  title: string;
  description?: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One card of the settings page, reachable as /settings#<id>. */
export function SettingsSection({ id, title, description, tone = 'default', children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card
      id={id}
      role="region"
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 space-y-5 p-4 sm:p-6', tone === 'danger' && 'border-destructive dark:border-status-bad')}
    >
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
