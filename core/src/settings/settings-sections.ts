// Settings is a list of sections, each at its own address (/settings/<slug>), so a toast, an
// e-mail or another page can open the one it means. Link with `settingsPath`, never by hand.

export const SETTINGS_SECTIONS = [
  { slug: 'preferences', title: 'Preferences', summary: 'Units, theme and time zone', cards: ['preferences'] },
  { slug: 'reminders', title: 'Reminders', summary: 'What the server reminds you of, when and where', cards: ['reminders'] },
  { slug: 'account', title: 'Account', summary: 'Name, e-mail and photo', cards: ['account'] },
  {
    slug: 'security',
    title: 'Security',
    summary: 'Password, sign-in methods and signed-in devices',
    cards: ['password', 'sign-in-methods', 'sessions'],
  },
  { slug: 'tokens', title: 'Embeds & tokens', summary: 'Widgets on other sites and personal access tokens', cards: ['embed-tokens'] },
  { slug: 'webhooks', title: 'Webhooks', summary: 'Tell your own tools when something happens', cards: ['webhooks'] },
  { slug: 'coach', title: 'Coach memory', summary: 'What the coach remembers for you', cards: ['coach-memory'] },
  { slug: 'safety', title: 'Safety screens', summary: 'The warnings before long fasts and cold sessions', cards: ['safety-screens'] },
  { slug: 'devices', title: 'Connected devices', summary: 'Apple Health, Oura, WHOOP and Withings', cards: ['connected-devices'] },
  { slug: 'data', title: 'Your data', summary: 'Export, import and delete your account', cards: ['data', 'delete-account'] },
] as const;

export type SettingsSectionSlug = (typeof SETTINGS_SECTIONS)[number]['slug'];
export type SettingsSectionInfo = (typeof SETTINGS_SECTIONS)[number];
/** A card inside a section, by the id it has on the page (`#sign-in-methods`). */
export type SettingsCard = SettingsSectionInfo['cards'][number];

/** What wide screens show at /settings itself. */
export const FIRST_SETTINGS_SECTION: SettingsSectionSlug = SETTINGS_SECTIONS[0].slug;

/**
 * A section's address, optionally scrolled to one of its cards and carrying what happened in its
 * query: `settingsPath('security', 'sign-in-methods', { linked: '1' })`. The server's redirects
 * and e-mails use it as the app does.
 */
export function settingsPath(slug: SettingsSectionSlug, card?: SettingsCard, query?: Record<string, string>): string {
  const search = query === undefined ? '' : `?${new URLSearchParams(query)}`;
  return `/settings/${slug}${search}${card === undefined ? '' : `#${card}`}`;
}

/** The section a slug from the address names, if any (`/settings/nope` is not one). */
export function settingsSectionOf(slug: string | undefined): SettingsSectionInfo | undefined {
  return SETTINGS_SECTIONS.find((section) => section.slug === slug);
}

/**
 * Where an address from when Settings was one page (`/settings?linked=1#sign-in-methods`) now
 * leads: the section holding that card, keeping the query and the card. Null when the hash names
 * no card.
 */
export function sectionAddressForHash(search: string, hash: string): string | null {
  const card = hash.replace(/^#/, '');
  const section = SETTINGS_SECTIONS.find(({ cards }) => (cards as readonly string[]).includes(card));
  if (!section) return null;
  return `/settings/${section.slug}${search}#${card}`;
}
