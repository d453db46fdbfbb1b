import { registerSW } from 'virtual:pwa-register';
import { toast } from '#ui/use-toast';

/**
 * Installs the worker that lets the app open and show the person's last data without a
 * connection (web/vite.config.ts). Not inside another site's frame: a widget is only ever online.
 * A new version waits until the person chooses to reload, so nothing typed is lost to it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || window.top !== window) return;
  const switchToNewVersion = () => {
    // The page reloads once the new version has taken over, whether this tab saw the first
    // install or not (the library's own reload covers only the second case).
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker();
  };
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast({
        title: 'Update available',
        description: 'A new version of Ultimate Human is ready.',
        action: { label: 'Reload', onClick: switchToNewVersion },
        duration: Number.POSITIVE_INFINITY,
      });
    },
    onNeedReload() {},
  });
}
