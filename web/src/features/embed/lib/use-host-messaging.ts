import type { EmbedTarget } from '@uh/core/embed/embed.logic';
import type { WidgetMessage } from '@uh/core/embed/embed-messages.schema';
import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import {
  acceptHostMessage,
  hostActionFor,
  hostOriginFor,
  parentOriginOf,
  readyMessage,
  routeChangedMessage,
  sizeChangedMessage,
  sizeInfoMessage,
  sizeOf,
} from './host-messaging';

type Options = {
  /** The operator's allow-list (GET /api/embed/config); undefined while it loads. */
  allowedOrigins: readonly string[] | undefined;
  /** The widget's outermost element: its size is what the host's frame should have. */
  rootRef: RefObject<HTMLElement | null>;
  route: EmbedTarget;
  onNavigate: (route: EmbedTarget, replace: boolean) => void;
  onToken: (token: string) => void;
};

export const isFramed = () => window.self !== window.top;

/** The origin of the page that frames the widget; null on its own page or when it cannot be told. */
export function readParentOrigin(): string | null {
  if (!isFramed()) return null;
  // Firefox has no ancestorOrigins: the referrer then names the framing page.
  const ancestorOrigins = (window.location as Partial<Location>).ancestorOrigins ?? null;
  return parentOriginOf({ ancestorOrigins, referrer: document.referrer });
}

/**
 * Talks to the page that frames the widget (docs/product.md §7): EMBED_READY once, SIZE_CHANGED whenever the
 * content's size changes, SIZE_INFO on GET_SIZE, ROUTE_CHANGED after every navigation; ROUTE_CHANGE
 * and NAVIGATE move the widget, AUTH_TOKEN signs it in. Only with an allowed parent, only to its
 * origin (never '*'), and only messages from that parent window are heard.
 */
export function useHostMessaging({ allowedOrigins, rootRef, route, onNavigate, onToken }: Options) {
  const hostOrigin = useMemo(
    () => (allowedOrigins === undefined ? null : hostOriginFor(readParentOrigin(), allowedOrigins)),
    [allowedOrigins],
  );

  // The listener below is set up once per host; it calls whatever the latest handlers are.
  const handlers = useRef({ onNavigate, onToken });
  useLayoutEffect(() => {
    handlers.current = { onNavigate, onToken };
  });

  const hasSentReady = useRef(false);
  useEffect(() => {
    const root = rootRef.current;
    if (hostOrigin === null || root === null) return;
    const post = (message: WidgetMessage) => window.parent.postMessage(message, hostOrigin);
    if (!hasSentReady.current) {
      hasSentReady.current = true;
      post(readyMessage());
    }

    let lastSize = '';
    const observer = new ResizeObserver(() => {
      const size = sizeOf(root.getBoundingClientRect());
      const key = `${size.width}x${size.height}`;
      if (key === lastSize) return;
      lastSize = key;
      post(sizeChangedMessage(size));
    });
    observer.observe(root);

    const onMessage = (event: MessageEvent) => {
      const message = acceptHostMessage(event, { origin: hostOrigin, window: window.parent });
      if (message === null) return;
      const action = hostActionFor(message);
      if (action.kind === 'report-size') post(sizeInfoMessage(sizeOf(root.getBoundingClientRect())));
      if (action.kind === 'navigate') handlers.current.onNavigate(action.route, action.replace);
      if (action.kind === 'sign-in') handlers.current.onToken(action.token);
    };
    window.addEventListener('message', onMessage);
    return () => {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
    };
  }, [hostOrigin, rootRef]);

  const lastRoute = useRef<EmbedTarget | null>(null);
  useEffect(() => {
    if (hostOrigin === null || lastRoute.current === route) return;
    lastRoute.current = route;
    window.parent.postMessage(routeChangedMessage(route), hostOrigin);
  }, [hostOrigin, route]);
}
