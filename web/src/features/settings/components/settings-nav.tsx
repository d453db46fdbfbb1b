import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { Link } from 'wouter';
import { SETTINGS_SECTIONS, settingsPath, type SettingsSectionSlug } from '@uh/core/settings/settings-sections';

const LABEL = 'Settings sections';

/** Beside the open section on wide screens; the current one is marked aria-current="page". */
export function SettingsSideList({ current }: { current: SettingsSectionSlug }) {
  return (
    <nav aria-label={LABEL} className="sticky top-24 self-start">
      <ul className="space-y-1">
        {SETTINGS_SECTIONS.map(({ slug, title }) => (
          <li key={slug}>
            <Link
              href={settingsPath(slug)}
              aria-current={slug === current ? 'page' : undefined}
              data-status={slug === current ? 'active' : undefined}
              className="flex min-h-11 items-center rounded-control px-3 text-sm font-medium text-muted-foreground transition-colors duration-150 hover:bg-surface-muted hover:text-foreground data-[status=active]:bg-nav-active data-[status=active]:text-nav-active-foreground"
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /settings on phones: every section with what it holds, one tap each. */
export function SettingsListPage() {
  return (
    <nav aria-label={LABEL}>
      <ul className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-card">
        {SETTINGS_SECTIONS.map(({ slug, title, summary }) => (
          <li key={slug}>
            <Link href={settingsPath(slug)} className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-surface-muted">
              <span className="flex flex-1 flex-col">
                <span className="font-medium">{title}</span>
                <span className="text-sm text-muted-foreground">{summary}</span>
              </span>
              <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
