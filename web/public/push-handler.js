/* global self */
// Reminders the server sends by Web Push, shown as notifications; a click opens the app at the
// page the reminder is about. Loaded into the generated service worker with `importScripts`
// (web/vite.config.ts), so it is a plain script: no imports, no build step.

const ICON = '/icons/icon-192.png';
const APP_NAME = 'Ultimate Human';

/** The payload is `{ title, body, url }`; a push that is not JSON shows its text under the app's name. */
function readPush(data) {
  if (!data) return { title: APP_NAME, body: '', url: '/' };
  try {
    const json = data.json();
    return {
      title: typeof json.title === 'string' && json.title !== '' ? json.title : APP_NAME,
      body: typeof json.body === 'string' ? json.body : '',
      url: typeof json.url === 'string' ? json.url : typeof json.path === 'string' ? json.path : '/',
    };
  } catch {
    return { title: APP_NAME, body: data.text(), url: '/' };
  }
}

/** Only the app's own pages open: any other address (or none) opens the app's home page. */
function appUrl(url) {
  const home = `${self.location.origin}/`;
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : home;
  } catch {
    return home;
  }
}

/** A tab of the app already open is brought forward and moved to the page; otherwise a new window opens there. */
async function openApp(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!tab) return self.clients.openWindow(url);
  await tab.focus();
  if (tab.url === url) return tab;
  // navigate() is refused for a tab this worker does not control yet (opened before it installed).
  return tab.navigate(url).catch(() => self.clients.openWindow(url));
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, icon: ICON, data: { url: appUrl(message.url) } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  event.waitUntil(openApp(appUrl(data && typeof data.url === 'string' ? data.url : '/')));
});
