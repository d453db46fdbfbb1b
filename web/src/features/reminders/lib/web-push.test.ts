import { describe, expect, it } from 'vitest';
import {
  base64UrlToBytes,
  isSameKey,
  PERMISSION_BLOCKED,
  pushErrorMessage,
  PushSetupError,
  pushUnsupportedReason,
  subscribedBrowsersText,
} from './web-push';

describe('base64UrlToBytes', () => {
  it('decodes unpadded base64url, the alphabet’s - and _ included', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0x04, 0x41]);
    const encoded = Buffer.from(bytes).toString('base64url');
    expect(encoded).toMatch(/[-_]/);
    expect(base64UrlToBytes(encoded)).toEqual(bytes);
  });

  it('decodes a 65-byte VAPID public key', () => {
    const key = new Uint8Array(65).map((_, index) => (index * 37) % 256);
    expect(base64UrlToBytes(Buffer.from(key).toString('base64url'))).toEqual(key);
  });
});

describe('isSameKey', () => {
  const key = new Uint8Array([4, 1, 2, 3]);
  it('compares byte by byte', () => {
    expect(isSameKey(new Uint8Array([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(isSameKey(new Uint8Array([4, 1, 2, 9]).buffer, key)).toBe(false);
    expect(isSameKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(false);
    expect(isSameKey(null, key)).toBe(false);
  });
});

describe('pushUnsupportedReason', () => {
  const everything = { isSecureContext: true, hasServiceWorker: true, hasPushManager: true, hasNotification: true };
  it('is null when the browser has all it needs', () => {
    expect(pushUnsupportedReason(everything)).toBeNull();
  });

  it('asks for https first, then names the missing browser support', () => {
    expect(pushUnsupportedReason({ ...everything, isSecureContext: false })).toMatch(/https/);
    expect(pushUnsupportedReason({ ...everything, hasPushManager: false })).toMatch(/cannot show notifications/);
  });
});

describe('pushErrorMessage', () => {
  it('says how to unblock a refused permission', () => {
    expect(pushErrorMessage(new DOMException('denied', 'NotAllowedError'))).toBe(PERMISSION_BLOCKED);
  });

  it('passes our own wording through and explains the browser’s failures', () => {
    expect(pushErrorMessage(new PushSetupError('Reload first.'))).toBe('Reload first.');
    expect(pushErrorMessage(new DOMException('Registration failed - push service error', 'AbortError'))).toBe(
      'This browser could not subscribe to notifications (Registration failed - push service error). Try again later, or use ntfy or e-mail.',
    );
  });

  it('gives the server’s own words when it refused the subscription', () => {
    expect(pushErrorMessage(new Error('400: keys.auth: keys.auth must be the browser secret (base64url)'))).toBe(
      'keys.auth must be the browser secret (base64url)',
    );
  });
});

describe('subscribedBrowsersText', () => {
  it('counts the browsers and says whether this is one of them', () => {
    expect(subscribedBrowsersText(0, false)).toBe('No browser is subscribed yet.');
    expect(subscribedBrowsersText(1, true)).toBe('1 browser is subscribed: this one.');
    expect(subscribedBrowsersText(1, false)).toBe('1 browser is subscribed, not this one.');
    expect(subscribedBrowsersText(3, true)).toBe('3 browsers are subscribed, this one too.');
  });
});
