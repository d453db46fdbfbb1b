/**
 * Stops this browser's reminder notifications, when its person signs out or someone else signs in
 * here: health reminders must not keep arriving on a shared browser. The push service then
 * answers the server's next send with 410, and the server forgets the subscription.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
