import { EMBED_MENU_ROUTE, embedLabel, ownProtocolIdOf, type EmbedRoute, type EmbedTarget } from '@uh/core/embed/embed.logic';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { applyTheme } from '#lib/preferences';
import { setWidgetToken } from '#lib/widget-auth';
import { PageSpinner } from '#ui/spinner';
import { embedConfigQueryOptions } from '../api/embed-queries';
import { EmbedLayout } from '../components/embed-layout';
import { FeatureMenu } from '../components/feature-menu';
import { WidgetGate } from '../components/widget-gate';
import { embedHref, readEmbedLocation } from '../lib/embed-location';
import { signInSiteFor } from '../lib/host-messaging';
import { listenToSignInPopup } from '../lib/sign-in-popup';
import { isFramed, readParentOrigin, useHostMessaging } from '../lib/use-host-messaging';
import { restoreFromGrantedStorage } from '../lib/widget-storage';
import { useWidgetSession } from '../lib/use-widget-session';

/**
 * The app's own page for each feature, and an own protocol's tracker for its id: the widget shows
 * the very same components.
 */
export type EmbedPages = Record<EmbedRoute, ReactNode> & { ownProtocol: (protocolId: number) => ReactNode };

/** The page a widget target shows; null for the menu. */
function pageFor(route: EmbedTarget, pages: EmbedPages): ReactNode {
  if (route === EMBED_MENU_ROUTE) return null;
  const protocolId = ownProtocolIdOf(route);
  return protocolId === null ? pages[route as EmbedRoute] : pages.ownProtocol(protocolId);
}

/**
 * /embed, /embed/{feature} and /embed/protocols/{id} (docs/product.md §2 "Embed routes", docs/embedding.md): the feature named by the path or by
 * `route=`, or the feature menu; in the theme asked for; talking to the host page (docs/product.md §7).
 */
export function EmbedWidget({ pages }: { pages: EmbedPages }) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const config = readEmbedLocation(pathname, search);
  const [isInFrame] = useState(isFramed);
  const rootRef = useRef<HTMLDivElement>(null);
  const embedConfig = useQuery(embedConfigQueryOptions);
  useWidgetSession();

  // The host page's theme, not the person's saved one: the widget matches the site it sits in.
  useLayoutEffect(() => applyTheme(config.theme), [config.theme]);

  const allowedOrigins = embedConfig.data?.allowedOrigins;
  const signInSite = allowedOrigins === undefined ? null : signInSiteFor(readParentOrigin(), allowedOrigins, window.location.origin);
  useEffect(() => listenToSignInPopup({ site: signInSite, onToken: setWidgetToken }), [signInSite]);
  useEffect(() => void restoreFromGrantedStorage(), []);

  const go = (route: EmbedTarget, replace: boolean) => navigate(embedHref(route, config), { replace });
  useHostMessaging({
    allowedOrigins,
    rootRef,
    route: config.route,
    onNavigate: go,
    onToken: setWidgetToken,
  });

  return (
    <EmbedLayout config={config} isFramed={isInFrame} rootRef={rootRef}>
      <Suspense fallback={<PageSpinner />}>
        {config.route === EMBED_MENU_ROUTE ? (
          <FeatureMenu config={config} />
        ) : (
          <WidgetGate featureLabel={embedLabel(config.route)}>{pageFor(config.route, pages)}</WidgetGate>
        )}
      </Suspense>
    </EmbedLayout>
  );
}
