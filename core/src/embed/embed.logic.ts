/**
 * Widget mode (docs/product.md §2 "Embed routes", §3 Embed configuration): which features a site can embed,
 * how an embed URL's query is read, and which origins may frame the widget.
 */

import { PROTOCOL_REGISTRY, type RegisteredProtocol } from '../protocols/protocol-registry';

type Embeddable = Extract<RegisteredProtocol, { embed: object }>;
const isEmbeddable = (entry: RegisteredProtocol): entry is Embeddable => entry.embed !== null;

/** A widget's address: a protocol's page (where its registry entry has `embed`), the journal or the chat. */
export type EmbedRoute = Embeddable['path'] | '/voice-journal' | '/chat';

/** What a site can embed, in menu order: each protocol with a widget, by its page's path and label. */
export const EMBED_FEATURES: readonly { route: EmbedRoute; label: string }[] = [
  ...PROTOCOL_REGISTRY.filter(isEmbeddable).map((entry) => ({ route: entry.path, label: entry.embed.label })),
  { route: '/voice-journal', label: 'Voice Journal' },
  { route: '/chat', label: 'Wellness Chat' },
];

/** The feature menu itself. */
export const EMBED_MENU_ROUTE = '/';

/** One of the person's own protocols, by its numeric id as in the app's /protocols/{id}. */
export type OwnProtocolRoute = `/protocols/${number}`;
export type EmbedTarget = EmbedRoute | OwnProtocolRoute | typeof EMBED_MENU_ROUTE;

export const ownProtocolRoute = (id: number): OwnProtocolRoute => `/protocols/${id}`;

// A positive id without leading zeros, so each protocol has exactly one widget address.
const OWN_PROTOCOL_PATH = /^\/protocols\/([1-9]\d{0,15})$/;

/** The protocol id a target names ('/protocols/12' → 12), or null for a built-in feature or the menu. */
export function ownProtocolIdOf(target: string): number | null {
  const id = Number(OWN_PROTOCOL_PATH.exec(target)?.[1]);
  return Number.isSafeInteger(id) ? id : null;
}

export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export type EmbedConfig = { route: EmbedTarget; theme: EmbedTheme; showNavigation: boolean };

const FEATURE_ROUTES = new Set<string>(EMBED_FEATURES.map((feature) => feature.route));

/**
 * A feature route or an own protocol's ('/protocols/12'), or the menu for anything else
 * ('/fasting/', 'FASTING' and '/fasting?x' included). Whether the protocol exists and is the
 * visitor's is the server's to say: the widget then shows the app's "not found".
 */
export function toEmbedTarget(route: string | null | undefined): EmbedTarget {
  if (!route) return EMBED_MENU_ROUTE;
  const path = `/${route
    .split(/[?#]/)[0]!
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()}`;
  if (FEATURE_ROUTES.has(path)) return path as EmbedRoute;
  const protocolId = ownProtocolIdOf(path);
  return protocolId === null ? EMBED_MENU_ROUTE : ownProtocolRoute(protocolId);
}

/**
 * `/embed/{feature}?theme=light|dark&nav=1|0&route=/fasting`: the path names the feature, `route`
 * is an alternative to it; unknown values fall back to the defaults (light, no navigation, menu).
 */
export function parseEmbedConfig(pathTail: string, search: string): EmbedConfig {
  const params = new URLSearchParams(search);
  const fromPath = toEmbedTarget(pathTail);
  const route = fromPath !== EMBED_MENU_ROUTE ? fromPath : toEmbedTarget(params.get('route'));
  const theme = params.get('theme') === 'dark' ? 'dark' : 'light';
  return { route, theme, showNavigation: params.get('nav') === '1' };
}

/**
 * The label a feature route is known by ('Fasting Tracker'), 'Your protocol' for an own protocol
 * (its title is the person's, which only the signed-in app knows), or 'Feature Selection' for the menu.
 */
export const embedLabel = (route: EmbedTarget) =>
  EMBED_FEATURES.find((feature) => feature.route === route)?.label ??
  (ownProtocolIdOf(route) === null ? 'Feature Selection' : 'Your protocol');

/**
 * An origin as browsers send it ('https://example.com', 'http://127.0.0.2:8080'), or null for
 * anything that is not a plain http(s) origin (a path, credentials, 'null', '*').
 */
export function normaliseOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Whether a site's origin is on the operator's allow-list (exact origins only, no wildcards). */
export const isAllowedOrigin = (origin: string | null | undefined, allowList: readonly string[]) => {
  const normalised = origin ? normaliseOrigin(origin) : null;
  return normalised !== null && allowList.includes(normalised);
};
