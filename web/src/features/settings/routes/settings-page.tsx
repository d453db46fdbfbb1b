import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import { useEffect } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { useMediaQuery } from '#lib/use-media-query';
import { useIsDemoAccount } from '../api/use-is-demo-account';
import { DemoAccountNotice } from '../components/demo-account-notice';
import { SettingsListPage, SettingsSideList } from '../components/settings-nav';
import { SettingsSectionContent, type HandedInSections } from '../components/settings-section-content';
import { FIRST_SETTINGS_SECTION, sectionAddressForHash, settingsSectionOf } from '@uh/core/settings/settings-sections';

/** How long a section opened by link is held in place while the sections above it finish loading. */
const HOLD_HASH_SECTION_MS = 3000;
const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * /settings/security#sessions opens at that card, after the layout scrolled
 * to the top. Cards above it load on their own and grow, so the card is held in place until they
 * have, or until the person scrolls themselves.
 */
function useScrollToHashSection(slug: string | undefined) {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    const section = id ? document.getElementById(id) : null;
    if (!section?.parentElement) return;
    const scrollToSection = () => section.scrollIntoView({ block: 'start' });
    scrollToSection();
    const hold = new ResizeObserver(scrollToSection);
    hold.observe(section.parentElement);
    const release = () => hold.disconnect();
    const timer = setTimeout(release, HOLD_HASH_SECTION_MS);
    for (const event of PERSON_SCROLLS) window.addEventListener(event, release, { once: true, passive: true });
    return () => {
      release();
      clearTimeout(timer);
      for (const event of PERSON_SCROLLS) window.removeEventListener(event, release);
    };
  }, [slug]);
}

/** Wide enough for the section list beside the open section (with the app's own sidebar). */
const SIDE_LIST_QUERY = '(min-width: 1024px)';

/**
 * /settings/<section>: preferences, reminders, account, security, tokens, webhooks, safety
 * screens, connected devices and the account's data, each at its own address
 * (web/src/lib/settings-sections.ts). Wide screens list the sections beside the open one (/settings opens
 * the first); phones list them at /settings, one tap from each. Connecting a device is a setting,
 * but importing its data is the wearables feature's own work, and reminders and webhooks are
 * their own features: the app hands them in, so the features stay apart.
 */
export function SettingsPage(handedIn: HandedInSections) {
  const params = useParams<{ section?: string }>();
  const section = settingsSectionOf(params.section);
  const isWide = useMediaQuery(SIDE_LIST_QUERY);
  useDocumentTitle(section ? `${section.title} · Settings` : 'Settings');
  useScrollToHashSection(section?.slug);
  const { data: user } = useSession();
  const isDemo = useIsDemoAccount(user?.username ?? '');
  if (params.section !== undefined && !section) return <Redirect to="/settings" replace />;
  if (!section) {
    // An address from when Settings was one page: /settings#reminders.
    const moved = sectionAddressForHash(window.location.search, window.location.hash);
    if (moved) return <Redirect to={moved} replace />;
  }
  if (!user) return null;
  const open = section?.slug ?? (isWide ? FIRST_SETTINGS_SECTION : null);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2">
        {open !== null && !isWide ? (
          <Link
            href="/settings"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ChevronLeftIcon aria-hidden="true" className="size-4" />
            All settings
          </Link>
        ) : null}
        <h1 className="text-2xl font-bold md:text-3xl">Settings</h1>
        <p className="text-muted-foreground">Your units, theme and time zone, your account, and everything you have logged.</p>
      </header>
      {isDemo ? <DemoAccountNotice /> : null}
      {open === null ? (
        <SettingsListPage />
      ) : (
        <div className="lg:grid lg:grid-cols-[11rem_minmax(0,48rem)] lg:gap-6">
          {isWide ? <SettingsSideList current={open} /> : null}
          <div className="space-y-6">
            <SettingsSectionContent slug={open} user={user} {...handedIn} />
          </div>
        </div>
      )}
    </div>
  );
}
