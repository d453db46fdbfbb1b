import { describe, expect, it } from 'vitest';
import { routeAccessOf, securityOf, type RouteAccess } from './route-access';

const NONE: RouteAccess = { isPublic: false, isWidget: false, scope: null, checksScopesItself: false };

describe('routeAccessOf', () => {
  it('reads the flags a route config may have, and takes anything else as absent', () => {
    expect(routeAccessOf(undefined)).toEqual(NONE);
    expect(routeAccessOf({ isPublic: 'yes', widget: 1, scope: 42, checksScopesItself: 'no' })).toEqual(NONE);
    expect(routeAccessOf({ widget: true, scope: 'logs:read' })).toEqual({ ...NONE, isWidget: true, scope: 'logs:read' });
    expect(routeAccessOf({ scope: null, checksScopesItself: true })).toEqual({ ...NONE, checksScopesItself: true });
  });
});

describe('securityOf', () => {
  it('asks nothing of a public route', () => {
    expect(securityOf({ ...NONE, isPublic: true, isWidget: true })).toEqual([]);
  });

  it('takes the session cookie, or a bearer token with the widget scope or the route’s scope', () => {
    expect(securityOf(NONE)).toEqual([{ sessionCookie: [] }]);
    expect(securityOf({ ...NONE, isWidget: true, scope: 'chat' })).toEqual([
      { sessionCookie: [] },
      { bearerToken: ['widget'] },
      { bearerToken: ['chat'] },
    ]);
  });

  it('takes any personal access token on a route that checks scopes itself, and only tokens where the route refuses the cookie', () => {
    const mcp = { ...NONE, checksScopesItself: true };
    expect(securityOf(mcp)).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(securityOf(mcp, true)).toEqual([{ bearerToken: [] }]);
  });

  it('never leaves a signed-in route with no requirement, which would read as public', () => {
    expect(securityOf(NONE, true)).toEqual([{ sessionCookie: [] }]);
  });
});
