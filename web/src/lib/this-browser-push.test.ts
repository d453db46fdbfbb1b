import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOfflineReads } from './offline-cache';
import { unsubscribeThisBrowser } from './this-browser-push';

function browserSubscribed() {
  const unsubscribe = vi.fn(async () => true);
  const subscription = { unsubscribe };
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  });
  return unsubscribe;
}

function storage(owner: string | null) {
  const values = new Map<string, string>(owner === null ? [] : [['uh-offline-reads-owner', owner]]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('this browser’s reminder notifications', () => {
  it('are stopped when asked', async () => {
    const unsubscribe = browserSubscribed();
    await unsubscribeThisBrowser();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('are stopped when someone else signs in on this browser, and kept for the same person', async () => {
    const unsubscribe = browserSubscribed();
    storage('7');
    await claimOfflineReads(7);
    expect(unsubscribe).not.toHaveBeenCalled();
    await claimOfflineReads(8);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('do nothing where the browser has no worker or no subscription', async () => {
    vi.stubGlobal('navigator', {});
    await expect(unsubscribeThisBrowser()).resolves.toBeUndefined();
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => undefined } });
    await expect(unsubscribeThisBrowser()).resolves.toBeUndefined();
  });
});
