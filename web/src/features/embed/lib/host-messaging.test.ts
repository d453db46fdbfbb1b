import { describe, expect, it } from 'vitest';
import {
  acceptHostMessage,
  acceptPopupMessage,
  hostActionFor,
  hostOriginFor,
  parentOriginOf,
  readyMessage,
  routeChangedMessage,
  sizeChangedMessage,
  sizeInfoMessage,
  signInSiteFor,
  sizeOf,
} from './host-messaging';

const HOST = 'https://blog.example.com';
const APP = 'https://health.example.com';
const ALLOWED = [HOST, 'http://127.0.0.2:8080'];
const parent = { name: 'parent window' };
const otherFrame = { name: 'another frame' };
const popup = { name: 'sign-in popup' };
const TOKEN = `uhe_${'a'.repeat(40)}`;

describe('the parent page’s origin', () => {
  it('comes from ancestorOrigins first, else from the referrer', () => {
    expect(parentOriginOf({ ancestorOrigins: [HOST, 'https://outer.example'], referrer: 'https://other.example/page' })).toBe(HOST);
    expect(parentOriginOf({ ancestorOrigins: null, referrer: 'https://blog.example.com/posts/42?x=1' })).toBe(HOST);
    expect(parentOriginOf({ ancestorOrigins: [], referrer: 'http://127.0.0.2:8080/' })).toBe('http://127.0.0.2:8080');
  });

  it('is unknown for an opaque parent, no referrer, or a referrer that is not a web page', () => {
    expect(parentOriginOf({ ancestorOrigins: ['null'], referrer: `${HOST}/` })).toBeNull();
    expect(parentOriginOf({ ancestorOrigins: null, referrer: '' })).toBeNull();
    expect(parentOriginOf({ ancestorOrigins: null, referrer: 'not a url' })).toBeNull();
    expect(parentOriginOf({ referrer: 'file:///home/page.html' })).toBeNull();
  });

  it('is talked to only when the operator allows it', () => {
    expect(hostOriginFor(HOST, ALLOWED)).toBe(HOST);
    expect(hostOriginFor('http://127.0.0.2:8080', ALLOWED)).toBe('http://127.0.0.2:8080');
    expect(hostOriginFor('https://evil.example', ALLOWED)).toBeNull();
    expect(hostOriginFor('http://127.0.0.2:9090', ALLOWED)).toBeNull();
    expect(hostOriginFor(HOST, [])).toBeNull();
    expect(hostOriginFor(null, ALLOWED)).toBeNull();
  });
});

describe('messages from the host', () => {
  const host = { origin: HOST, window: parent };

  it('are taken from the parent window on the allowed origin', () => {
    expect(acceptHostMessage({ origin: HOST, source: parent, data: { type: 'GET_SIZE' } }, host)).toEqual({ type: 'GET_SIZE' });
    expect(acceptHostMessage({ origin: HOST, source: parent, data: { type: 'AUTH_TOKEN', token: TOKEN } }, host)).toEqual({
      type: 'AUTH_TOKEN',
      token: TOKEN,
    });
  });

  it('are ignored from another origin, another window, or with no host at all', () => {
    const data = { type: 'ROUTE_CHANGE', route: '/fasting' };
    expect(acceptHostMessage({ origin: 'https://evil.example', source: parent, data }, host)).toBeNull();
    expect(acceptHostMessage({ origin: HOST, source: otherFrame, data }, host)).toBeNull();
    expect(acceptHostMessage({ origin: HOST, source: null, data }, host)).toBeNull();
    expect(acceptHostMessage({ origin: HOST, source: parent, data }, { origin: null, window: parent })).toBeNull();
    expect(acceptHostMessage({ origin: APP, source: popup, data }, host)).toBeNull();
  });

  it('are ignored when they are not messages of the protocol, without throwing', () => {
    for (const data of [null, 'GET_SIZE', { type: 'EVAL' }, { type: 'ROUTE_CHANGE' }, { type: 'AUTH_TOKEN', token: 'short' }, [1, 2]]) {
      expect(acceptHostMessage({ origin: HOST, source: parent, data }, host)).toBeNull();
    }
  });

  it('navigate (ROUTE_CHANGE without a history entry, NAVIGATE with one), sign in, or ask for the size', () => {
    expect(hostActionFor({ type: 'ROUTE_CHANGE', route: '/fasting' })).toEqual({ kind: 'navigate', route: '/fasting', replace: true });
    expect(hostActionFor({ type: 'NAVIGATE', route: 'chat' })).toEqual({ kind: 'navigate', route: '/chat', replace: false });
    expect(hostActionFor({ type: 'NAVIGATE', route: '/settings' })).toEqual({ kind: 'navigate', route: '/', replace: false });
    expect(hostActionFor({ type: 'AUTH_TOKEN', token: TOKEN })).toEqual({ kind: 'sign-in', token: TOKEN });
    expect(hostActionFor({ type: 'GET_SIZE' })).toEqual({ kind: 'report-size' });
  });
});

describe('the sign-in popup’s messages', () => {
  const expected = { origin: APP, popup };
  const data = { type: 'WIDGET_TOKEN', token: `uhw_${'b'.repeat(40)}` };

  it('are taken only from the popup this widget opened, on the app’s own origin', () => {
    expect(acceptPopupMessage({ origin: APP, source: popup, data }, expected)).toEqual(data);
    expect(acceptPopupMessage({ origin: APP, source: popup, data: { type: 'WIDGET_HOST_REQUEST' } }, expected)).toEqual({
      type: 'WIDGET_HOST_REQUEST',
    });
    expect(acceptPopupMessage({ origin: HOST, source: popup, data }, expected)).toBeNull();
    expect(acceptPopupMessage({ origin: APP, source: parent, data }, expected)).toBeNull();
    expect(acceptPopupMessage({ origin: APP, source: popup, data }, { origin: APP, popup: null })).toBeNull();
    expect(acceptPopupMessage({ origin: APP, source: popup, data: { type: 'AUTH_TOKEN', token: data.token } }, expected)).toBeNull();
  });

  it('get the site only when the operator allows it, or for the app’s own preview', () => {
    expect(signInSiteFor(HOST, ALLOWED, APP)).toBe(HOST);
    expect(signInSiteFor(APP, ALLOWED, APP)).toBe(APP);
    expect(signInSiteFor('https://evil.example', ALLOWED, APP)).toBeNull();
    expect(signInSiteFor(null, ALLOWED, APP)).toBeNull();
  });
});

describe('messages to the host', () => {
  it('are the protocol’s, with whole pixel sizes', () => {
    expect(readyMessage()).toEqual({ type: 'EMBED_READY', version: '1.0.0' });
    expect(sizeOf({ height: 811.2, width: 399.5 })).toEqual({ height: 812, width: 400 });
    expect(sizeOf({ height: -3, width: 0 })).toEqual({ height: 0, width: 0 });
    expect(sizeChangedMessage({ height: 812, width: 400 })).toEqual({ type: 'SIZE_CHANGED', height: 812, width: 400 });
    expect(sizeInfoMessage({ height: 812, width: 400 })).toEqual({ type: 'SIZE_INFO', height: 812, width: 400 });
    expect(routeChangedMessage('/cold-exposure')).toEqual({ type: 'ROUTE_CHANGED', route: '/cold-exposure' });
  });
});
