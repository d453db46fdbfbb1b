import type { ReminderSettingsUpdate, ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import {
  base64UrlToBytes,
  isSameKey,
  NO_SERVICE_WORKER,
  PERMISSION_BLOCKED,
  PERMISSION_DISMISSED,
  PushSetupError,
  pushUnsupportedReason,
} from '../lib/web-push';
import { reminderKeys, REMINDERS_URL } from './reminders-queries';

const SUBSCRIPTIONS_URL = `${REMINDERS_URL}/push-subscriptions`;

/** Whether this browser can get notifications, and its subscription's address when it has one. */
export type ThisBrowserPush = { unsupportedReason: string | null; endpoint: string | null };

const unsupportedReason = () =>
  pushUnsupportedReason({
    isSecureContext: window.isSecureContext,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  });

export const thisBrowserPushQueryOptions = queryOptions({
  queryKey: reminderKeys.thisBrowser(),
  queryFn: async (): Promise<ThisBrowserPush> => {
    const reason = unsupportedReason();
    if (reason) return { unsupportedReason: reason, endpoint: null };
    // Unreadable (a browser that refuses workers here): shown as not subscribed; turning on says why.
    const subscription = await navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .catch(() => null);
    return { unsupportedReason: null, endpoint: subscription?.endpoint ?? null };
  },
});

/** The app's worker once active; none in development or where the worker could not install. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushSetupError(NO_SERVICE_WORKER);
  // A worker still installing is waited for: the browser subscribes only through an active one.
  return registration.active ? registration : navigator.serviceWorker.ready;
}

async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const reason = unsupportedReason();
  if (reason) throw new PushSetupError(reason);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError(PERMISSION_BLOCKED);
  if (permission !== 'granted') throw new PushSetupError(PERMISSION_DISMISSED);
  const registration = await activeRegistration();
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && isSameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * "Turn on in this browser": permission, subscription, the server told; the channel is switched
 * on at once (with the rest as saved) since that is what the person asked for.
 */
export function useTurnOnBrowserNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (saved: ReminderSettingsView): Promise<ReminderSettingsView> => {
      const subscription = await subscribeThisBrowser(saved.webPushPublicKey);
      const { webPushDevices }: { webPushDevices: number } = await (
        await apiRequest('POST', SUBSCRIPTIONS_URL, subscription.toJSON())
      ).json();
      if (saved.channels.webPush.enabled) return { ...saved, webPushDevices };
      const update: ReminderSettingsUpdate = { schedule: saved.schedule, channels: { ...saved.channels, webPush: { enabled: true } } };
      return (await apiRequest('PUT', REMINDERS_URL, update)).json();
    },
    onSuccess: (view) => queryClient.setQueryData(reminderKeys.settings(), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.thisBrowser() }),
  });
}

/** "Turn off in this browser": the server forgets it first, so a failure there leaves both sides as they were. */
export function useTurnOffBrowserNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (!subscription) return;
      await apiRequest('DELETE', SUBSCRIPTIONS_URL, { endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reminderKeys.settings() }),
        queryClient.invalidateQueries({ queryKey: reminderKeys.thisBrowser() }),
      ]),
  });
}
