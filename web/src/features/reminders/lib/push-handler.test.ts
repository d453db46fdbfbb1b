import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// web/public/push-handler.js runs inside the service worker (imported by the generated one), so it
// is run here against a stand-in for the worker's `self`.
const source = readFileSync(new URL('../../../../public/push-handler.js', import.meta.url), 'utf8');
const ORIGIN = 'https://uh.example';

type FakeTab = { url: string; focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> };

function loadWorker({ tabs = [] as FakeTab[] } = {}) {
  const listeners = new Map<string, (event: object) => void>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    registration: { showNotification },
    clients: { matchAll: async () => tabs, openWindow },
  };
  vm.runInNewContext(source, { self, URL });
  /** Fires an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { dispatch, showNotification, openWindow };
}

const pushData = (text: string) => ({ text: () => text, json: () => JSON.parse(text) as unknown });
const tab = (url: string): FakeTab => ({ url, focus: vi.fn(async () => {}), navigate: vi.fn(async () => {}) });
const notification = (data: unknown) => ({ close: vi.fn(), data });

describe('push', () => {
  it('shows the title and body, with the app icon and the page to open', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', {
      data: pushData(JSON.stringify({ title: 'Cold session', body: 'Time for it', url: `${ORIGIN}/cold-exposure` })),
    });
    expect(worker.showNotification).toHaveBeenCalledWith('Cold session', {
      body: 'Time for it',
      icon: '/icons/icon-192.png',
      data: { url: `${ORIGIN}/cold-exposure` },
    });
  });

  it('shows a text push under the app name, and an empty one too', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: pushData('Plain words') });
    await worker.dispatch('push', { data: null });
    expect(worker.showNotification.mock.calls.map((call: unknown[]) => [call[0], (call[1] as { body: string }).body])).toEqual([
      ['Ultimate Human', 'Plain words'],
      ['Ultimate Human', ''],
    ]);
  });

  it('keeps only addresses of the app itself', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: pushData(JSON.stringify({ title: 'x', body: 'y', url: 'https://elsewhere.example/phish' })) });
    await worker.dispatch('push', { data: pushData(JSON.stringify({ title: 'x', body: 'y', url: '/fasting' })) });
    expect(worker.showNotification.mock.calls.map((call: unknown[]) => (call[1] as { data: { url: string } }).data.url)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/fasting`,
    ]);
  });
});

describe('notificationclick', () => {
  it('brings an open tab of the app forward and moves it to the page', async () => {
    const open = tab(`${ORIGIN}/settings`);
    const worker = loadWorker({ tabs: [tab('https://other.example/'), open] });
    const clicked = notification({ url: `${ORIGIN}/fasting` });
    await worker.dispatch('notificationclick', { notification: clicked });
    expect(clicked.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/fasting`);
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab of the app is open, or the open one cannot be moved', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', { notification: notification({ url: `${ORIGIN}/fasting` }) });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/fasting`);

    const uncontrolled = { ...tab(`${ORIGIN}/`), navigate: vi.fn(async () => Promise.reject(new TypeError('not controlled'))) };
    const other = loadWorker({ tabs: [uncontrolled] });
    await other.dispatch('notificationclick', { notification: notification({ url: `${ORIGIN}/biometrics` }) });
    expect(other.openWindow).toHaveBeenCalledWith(`${ORIGIN}/biometrics`);
  });

  it('never opens another site, whatever the notification carries', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', { notification: notification({ url: 'javascript:alert(1)' }) });
    await worker.dispatch('notificationclick', { notification: notification(null) });
    expect(worker.openWindow.mock.calls).toEqual([[`${ORIGIN}/`], [`${ORIGIN}/`]]);
  });
});
