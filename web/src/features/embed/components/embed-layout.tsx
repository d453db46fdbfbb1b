import type { EmbedConfig } from '@uh/core/embed/embed.logic';
import type { ReactNode, RefObject } from 'react';
import { useDialogsNearTrigger } from '../lib/use-dialogs-near-trigger';
import { CompactNav } from './compact-nav';
import { WidgetFooter } from './widget-footer';

type EmbedLayoutProps = { config: EmbedConfig; isFramed: boolean; rootRef: RefObject<HTMLDivElement | null>; children: ReactNode };

/**
 * Widget mode's frame (docs/product.md §2 "Embedded mode"): no header, sidebar, bottom bar or footer of the
 * app; the compact navigation with nav=1; the page; 'Powered by' when framed.
 *
 * The root is as tall as its content, never as the viewport: the host sets the frame's height from
 * it (SIZE_CHANGED), so anything sized by the viewport's height would grow the frame without end.
 * Pages tuned for the app's layout (the coach fills the phone's screen) are released from that here.
 */
export function EmbedLayout({ config, isFramed, rootRef, children }: EmbedLayoutProps) {
  useDialogsNearTrigger(rootRef);
  return (
    <div ref={rootRef} className="flex min-w-0 flex-col bg-background text-foreground">
      {config.showNavigation ? <CompactNav config={config} /> : null}
      <main id="main-content" tabIndex={-1} className="w-full min-w-0 px-3 py-4 outline-none sm:px-4 [&_[class*='100dvh']]:h-auto">
        {children}
      </main>
      <WidgetFooter isFramed={isFramed} />
    </div>
  );
}
