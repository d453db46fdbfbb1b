import { isAllowedOrigin, normaliseOrigin, toEmbedTarget, type EmbedTarget } from '@uh/core/embed/embed.logic';
import {
  EMBED_PROTOCOL_VERSION,
  readHostMessage,
  readPopupMessage,
  type HostMessage,
  type PopupMessage,
  type WidgetMessage,
} from '@uh/core/embed/embed-messages.schema';

// The widget's side of the host protocol (docs/product.md §7, docs/embedding.md): whom it talks to, which
// messages it accepts, and what each one does. Pure decisions here; use-host-messaging.ts wires
// them to the window.

type ParentHints = {
  /** `location.ancestorOrigins` where the browser has it (Chromium, WebKit): the parent's origin first. */
  ancestorOrigins?: ArrayLike<string> | null;
  /** `document.referrer`: the framing page's address (its origin at least) where ancestorOrigins is missing. */
  referrer: string;
};

/** The origin of the page that frames the widget, or null when it cannot be told. */
export function parentOriginOf({ ancestorOrigins, referrer }: ParentHints): string | null {
  if (ancestorOrigins && ancestorOrigins.length > 0) return normaliseOrigin(ancestorOrigins[0] ?? '');
  if (!referrer) return null;
  try {
    return normaliseOrigin(new URL(referrer).origin);
  } catch {
    return null;
  }
}

/**
 * The one origin the widget posts to and listens to: its parent's, only when the operator allows
 * that site (EMBED_ALLOWED_ORIGINS). Anything else gets no message at all, so a token or a route
 * never leaves for a page nobody vouched for.
 */
export function hostOriginFor(parentOrigin: string | null, allowedOrigins: readonly string[]): string | null {
  return parentOrigin !== null && isAllowedOrigin(parentOrigin, allowedOrigins) ? parentOrigin : null;
}

type IncomingMessage = { origin: string; source: unknown; data: unknown };

/**
 * A host message the widget acts on, or null: from another origin, from another window than the
 * parent (a second frame, another tab), or not a message of the protocol. Never throws.
 */
export function acceptHostMessage(event: IncomingMessage, host: { origin: string | null; window: unknown }): HostMessage | null {
  if (host.origin === null || host.window == null) return null;
  if (event.origin !== host.origin || event.source !== host.window) return null;
  return readHostMessage(event.data);
}

/**
 * What the sign-in popup says (which site is this widget on? here is its token), or null: only
 * from the app's own origin and only from the popup this widget opened.
 */
export function acceptPopupMessage(event: IncomingMessage, expected: { origin: string; popup: unknown }): PopupMessage | null {
  if (expected.popup == null || event.origin !== expected.origin || event.source !== expected.popup) return null;
  return readPopupMessage(event.data);
}

/**
 * The site the sign-in popup may make a token for: the parent's origin when the operator allows
 * it, or the app's own (the generator's preview). Null on its own page, or in a frame nobody
 * allowed: the popup then makes no token at all.
 */
export function signInSiteFor(parentOrigin: string | null, allowedOrigins: readonly string[], appOrigin: string): string | null {
  if (parentOrigin !== null && parentOrigin === appOrigin) return appOrigin;
  return hostOriginFor(parentOrigin, allowedOrigins);
}

/**
 * What a host message asks for. ROUTE_CHANGE sets the widget's page without a history entry (the
 * host's back button stays the host's); NAVIGATE is a visit like a click in the menu. A route that
 * is not a feature shows the menu.
 */
export type HostAction =
  { kind: 'navigate'; route: EmbedTarget; replace: boolean } | { kind: 'sign-in'; token: string } | { kind: 'report-size' };

export function hostActionFor(message: HostMessage): HostAction {
  switch (message.type) {
    case 'ROUTE_CHANGE':
      return { kind: 'navigate', route: toEmbedTarget(message.route), replace: true };
    case 'NAVIGATE':
      return { kind: 'navigate', route: toEmbedTarget(message.route), replace: false };
    case 'AUTH_TOKEN':
      return { kind: 'sign-in', token: message.token };
    case 'GET_SIZE':
      return { kind: 'report-size' };
  }
}

export type WidgetSize = { height: number; width: number };

/** The size the host needs for its frame: whole pixels, rounded up so nothing is cut. */
export const sizeOf = (rect: { height: number; width: number }): WidgetSize => ({
  height: Math.max(0, Math.ceil(rect.height)),
  width: Math.max(0, Math.ceil(rect.width)),
});

export const readyMessage = (): WidgetMessage => ({ type: 'EMBED_READY', version: EMBED_PROTOCOL_VERSION });
export const sizeChangedMessage = (size: WidgetSize): WidgetMessage => ({ type: 'SIZE_CHANGED', ...size });
export const sizeInfoMessage = (size: WidgetSize): WidgetMessage => ({ type: 'SIZE_INFO', ...size });
export const routeChangedMessage = (route: EmbedTarget): WidgetMessage => ({ type: 'ROUTE_CHANGED', route });
