import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import { SectionCard } from '#ui/section-card';

type SettingsSectionProps = {
  id: string;
  title: string;
  description?: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One card of the settings page, reachable as /settings#<id>. */
export function SettingsSection({ id, title, description, tone = 'default', children }: SettingsSectionProps) {
  return (
    <SectionCard
      id={id}
      isLinkable
      title={title}
      description={description}
      className={cn('scroll-mt-20 space-y-5', tone === 'danger' && 'border-destructive dark:border-status-bad')}
    >
      {children}
    </SectionCard>
  );
}
