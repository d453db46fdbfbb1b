import { EMBED_FEATURES, EMBED_MENU_ROUTE, parseEmbedConfig, type EmbedConfig, type EmbedTarget } from '@uh/core/embed/embed.logic';

/** Where widget mode lives: /embed (the menu) and /embed/{feature}. */
export const EMBED_BASE = '/embed';

export const isEmbedPath = (pathname: string) => pathname === EMBED_BASE || pathname.startsWith(`${EMBED_BASE}/`);

/** The widget's configuration from its address: /embed/{feature}?theme=light|dark&nav=1|0&route=/feature. */
export function readEmbedLocation(pathname: string, search: string): EmbedConfig {
  const tail = isEmbedPath(pathname) ? pathname.slice(EMBED_BASE.length) : '';
  return parseEmbedConfig(tail, search);
}

/**
 * The address of a feature (or the menu) inside the widget. The feature goes in the path, so a
 * `route=` of the first address no longer applies; the theme and the navigation stay as the site
 * owner chose them.
 */
export function embedHref(target: EmbedTarget, { theme, showNavigation }: Pick<EmbedConfig, 'theme' | 'showNavigation'>): string {
  const path = target === EMBED_MENU_ROUTE ? EMBED_BASE : `${EMBED_BASE}${target}`;
  return `${path}?${new URLSearchParams({ theme, nav: showNavigation ? '1' : '0' })}`;
}

/** The features in the menu and the compact navigation, in docs/product.md's order. */
export const embedMenuItems = (config: Pick<EmbedConfig, 'theme' | 'showNavigation'>) =>
  EMBED_FEATURES.map((feature) => ({ route: feature.route, label: feature.label, href: embedHref(feature.route, config) }));
