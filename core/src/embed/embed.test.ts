import { describe, expect, it } from 'vitest';
import { embedLabel, isAllowedOrigin, normaliseOrigin, ownProtocolIdOf, parseEmbedConfig, toEmbedTarget } from './embed.logic';
import { readHostMessage, readPopupMessage, readWidgetHostMessage, readWidgetMessage } from './embed-messages.schema';
import { buildEmbedSnippet, EMBED_DEFAULTS, embedUrl } from './embed-snippet.logic';

describe('embed configuration', () => {
  it('reads the feature from the path, or from route=, and falls back to the menu', () => {
    expect(parseEmbedConfig('fasting', '')).toEqual({ route: '/fasting', theme: 'light', showNavigation: false });
    expect(parseEmbedConfig('', '?route=/cold-exposure&theme=dark&nav=1')).toEqual({
      route: '/cold-exposure',
      theme: 'dark',
      showNavigation: true,
    });
    expect(parseEmbedConfig('no-such-thing', '?theme=purple&nav=yes&route=/settings')).toEqual({
      route: '/',
      theme: 'light',
      showNavigation: false,
    });
    expect(toEmbedTarget('/Chat/')).toBe('/chat');
    expect(toEmbedTarget('/chat?x=1')).toBe('/chat');
    expect(toEmbedTarget('../settings')).toBe('/');
  });

  it("reads an own protocol's widget by its numeric id, from the path or from route=", () => {
    expect(parseEmbedConfig('/protocols/12', '?theme=dark')).toEqual({ route: '/protocols/12', theme: 'dark', showNavigation: false });
    expect(parseEmbedConfig('', '?route=/protocols/7&nav=1')).toEqual({ route: '/protocols/7', theme: 'light', showNavigation: true });
    expect(toEmbedTarget('protocols/12/')).toBe('/protocols/12');
    expect(toEmbedTarget('/protocols/12?theme=dark')).toBe('/protocols/12');
    expect(ownProtocolIdOf('/protocols/12')).toBe(12);
    expect(ownProtocolIdOf('/fasting')).toBeNull();
    expect(embedLabel('/protocols/12')).toBe('Your protocol');
    expect(embedLabel('/')).toBe('Feature Selection');
  });

  it('shows the menu for a protocol address that names no id', () => {
    for (const junk of [
      '/protocols',
      '/protocols/',
      '/protocols/abc',
      '/protocols/0',
      '/protocols/012',
      '/protocols/-3',
      '/protocols/1.5',
    ]) {
      expect(toEmbedTarget(junk)).toBe('/');
    }
    expect(toEmbedTarget('/protocols/12/edit')).toBe('/');
    expect(toEmbedTarget('/protocols/99999999999999999')).toBe('/');
  });

  it('accepts only exact http(s) origins on the allow-list', () => {
    const list = ['https://blog.example.com', 'http://127.0.0.2:8080'];
    expect(isAllowedOrigin('https://blog.example.com', list)).toBe(true);
    expect(isAllowedOrigin('HTTPS://BLOG.EXAMPLE.COM/', list)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.2:8080', list)).toBe(true);
    expect(isAllowedOrigin('https://evil.example.com', list)).toBe(false);
    expect(isAllowedOrigin('https://blog.example.com.evil.io', list)).toBe(false);
    expect(isAllowedOrigin('null', list)).toBe(false);
    expect(isAllowedOrigin(undefined, list)).toBe(false);
    expect(normaliseOrigin('https://a.example/path')).toBeNull();
    expect(normaliseOrigin('https://user:pw@a.example')).toBeNull();
    expect(normaliseOrigin('*')).toBeNull();
  });
});

describe('embed messages', () => {
  it('reads every message of the protocol', () => {
    expect(readHostMessage({ type: 'AUTH_TOKEN', token: 'uhe_'.padEnd(40, 'x') })).toMatchObject({ type: 'AUTH_TOKEN' });
    expect(readHostMessage({ type: 'ROUTE_CHANGE', route: '/fasting' })).toEqual({ type: 'ROUTE_CHANGE', route: '/fasting' });
    expect(readHostMessage({ type: 'NAVIGATE', route: '/chat' })).toEqual({ type: 'NAVIGATE', route: '/chat' });
    expect(readHostMessage({ type: 'GET_SIZE' })).toEqual({ type: 'GET_SIZE' });
    expect(readWidgetMessage({ type: 'EMBED_READY', version: '1.0.0' })).toEqual({ type: 'EMBED_READY', version: '1.0.0' });
    expect(readWidgetMessage({ type: 'SIZE_INFO', height: 812, width: 400 })).toEqual({ type: 'SIZE_INFO', height: 812, width: 400 });
    expect(readWidgetMessage({ type: 'SIZE_CHANGED', height: 812, width: 400 })).toMatchObject({ type: 'SIZE_CHANGED' });
    expect(readWidgetMessage({ type: 'ROUTE_CHANGED', route: '/fasting' })).toMatchObject({ type: 'ROUTE_CHANGED' });
    expect(readPopupMessage({ type: 'WIDGET_TOKEN', token: 'uhw_'.padEnd(40, 'y') })).toMatchObject({ type: 'WIDGET_TOKEN' });
    expect(readPopupMessage({ type: 'WIDGET_HOST_REQUEST' })).toEqual({ type: 'WIDGET_HOST_REQUEST' });
    expect(readWidgetHostMessage({ type: 'WIDGET_HOST', origin: 'https://blog.example.com' })).toMatchObject({ type: 'WIDGET_HOST' });
  });

  it('ignores junk without throwing', () => {
    for (const junk of [
      null,
      undefined,
      'GET_SIZE',
      42,
      [],
      {},
      { type: 'EVAL', code: 'alert(1)' },
      { type: 'ROUTE_CHANGE' },
      { type: 'ROUTE_CHANGE', route: 5 },
      { type: 'GET_SIZE', extra: true },
      { type: 'AUTH_TOKEN', token: 'short' },
      { type: 'SIZE_CHANGED', height: -1, width: 2 },
      { type: 'EMBED_READY', version: '2.0.0' },
    ]) {
      expect(readHostMessage(junk)).toBeNull();
      expect(readWidgetMessage(junk)).toBeNull();
      expect(readPopupMessage(junk)).toBeNull();
      expect(readWidgetHostMessage(junk)).toBeNull();
    }
  });
});

describe('the embed snippet', () => {
  const base = { ...EMBED_DEFAULTS, appOrigin: 'https://health.example.com' } as const;

  it('points at /embed with theme and nav, for the menu and each feature', () => {
    expect(embedUrl(base)).toBe('https://health.example.com/embed?theme=light&nav=0');
    expect(embedUrl({ ...base, route: '/fasting', theme: 'dark', showNavigation: true })).toBe(
      'https://health.example.com/embed/fasting?theme=dark&nav=1',
    );
  });

  it('writes an iframe with the chosen size, microphone access, a title and lazy loading, and a resize script for this origin only', () => {
    const snippet = buildEmbedSnippet({ ...base, route: '/voice-journal', width: '400px', height: '700px' });
    expect(snippet).toContain('src="https://health.example.com/embed/voice-journal?theme=light&amp;nav=0"');
    expect(snippet).toContain('width="400px" height="700px" style="border:0;width:400px;height:700px"');
    expect(snippet).toContain('allow="camera; microphone"');
    expect(snippet).toContain('title="Ultimate Human – Voice Journal"');
    expect(snippet).toContain('loading="lazy"');
    expect(snippet).toContain('event.origin !== "https://health.example.com"');
    expect(snippet).toContain("data.type === 'SIZE_CHANGED'");
    expect(buildEmbedSnippet({ ...base, appOrigin: 'https://health.example.com/some/path' })).toContain(
      'src="https://health.example.com/embed?',
    );
  });

  it('escapes odd width and height and keeps them out of the CSS', () => {
    const snippet = buildEmbedSnippet({ ...base, width: '100%"><script>alert(1)</script>', height: "600px' onload='x" });
    expect(snippet).not.toContain('<script>alert(1)');
    expect(snippet).toContain('width="100%&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(snippet).toContain('height="600px&#39; onload=&#39;x"');
    expect(snippet).toContain('style="border:0"');
    expect(snippet.match(/<script>/g)).toHaveLength(1);
  });

  it("points at an own protocol's widget and names its frame after the protocol", () => {
    expect(embedUrl({ ...base, route: '/protocols/12' })).toBe('https://health.example.com/embed/protocols/12?theme=light&nav=0');
    const snippet = buildEmbedSnippet({ ...base, route: '/protocols/12', label: 'Morning <walk>' });
    expect(snippet).toContain('id="ultimate-human-protocols-12"');
    expect(snippet).toContain('getElementById("ultimate-human-protocols-12")');
    expect(snippet).toContain('title="Ultimate Human – Morning &lt;walk&gt;"');
  });

  it('reads a bare number as pixels', () => {
    expect(buildEmbedSnippet({ ...base, height: '480' })).toContain('height:480px');
  });
});
