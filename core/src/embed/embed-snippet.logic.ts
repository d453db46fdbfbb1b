import { embedLabel, type EmbedTarget, type EmbedTheme } from './embed.logic';

/** docs/product.md §3 Embed configuration, as the generator holds it. */
export type EmbedSnippetOptions = {
  /** The app's own origin, e.g. 'https://health.example.com'. */
  appOrigin: string;
  route: EmbedTarget;
  theme: EmbedTheme;
  /** Free text (docs/product.md §5: no validation, only a hint): '100%', '500px'… */
  width: string;
  height: string;
  showNavigation: boolean;
  /** The frame's name for screen readers when the route's own label says too little (an own protocol's title). */
  label?: string;
};

export const EMBED_DEFAULTS = { route: '/', theme: 'light', width: '100%', height: '600px', showNavigation: false } as const;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A CSS length the snippet can put in a style; anything else stays out of the CSS. */
const CSS_LENGTH = /^\d+(\.\d+)?(px|%|em|rem|vh|vw|svh|dvh)?$/;
const cssLength = (value: string) => {
  const trimmed = value.trim();
  if (!CSS_LENGTH.test(trimmed)) return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? `${trimmed}px` : trimmed;
};

/** The widget's address: the app's origin + /embed (+ the feature path), with theme and nav. */
export function embedUrl({ appOrigin, route, theme, showNavigation }: Omit<EmbedSnippetOptions, 'width' | 'height'>): string {
  const path = route === '/' ? '/embed' : `/embed${route}`;
  const query = new URLSearchParams({ theme, nav: showNavigation ? '1' : '0' });
  return `${appOrigin.replace(/\/+$/, '')}${path}?${query}`;
}

/**
 * The code a site owner pastes: an iframe (camera and microphone allowed for the voice journal,
 * lazy-loaded, titled) and a small script that follows the widget's height. The script listens
 * only to SIZE_CHANGED from the app's own origin and from this frame.
 */
export function buildEmbedSnippet(options: EmbedSnippetOptions): string {
  const origin = new URL(options.appOrigin).origin;
  const src = embedUrl({ ...options, appOrigin: origin });
  const id = `ultimate-human-${options.route === '/' ? 'menu' : options.route.slice(1).replace(/\//g, '-')}`;
  const width = cssLength(options.width);
  const height = cssLength(options.height);
  const style = ['border:0', width ? `width:${width}` : null, height ? `height:${height}` : null].filter(Boolean).join(';');
  const iframe =
    `<iframe id="${id}" src="${escapeHtml(src)}" width="${escapeHtml(options.width)}" height="${escapeHtml(options.height)}" ` +
    `style="${escapeHtml(style)}" allow="camera; microphone" title="${escapeHtml(`Ultimate Human – ${options.label ?? embedLabel(options.route)}`)}" loading="lazy"></iframe>`;
  const script = [
    '<script>',
    '(function () {',
    `  var frame = document.getElementById(${JSON.stringify(id)});`,
    "  window.addEventListener('message', function (event) {",
    `    if (event.origin !== ${JSON.stringify(origin)} || !frame || event.source !== frame.contentWindow) return;`,
    '    var data = event.data;',
    "    if (data && data.type === 'SIZE_CHANGED' && typeof data.height === 'number' && data.height > 0) {",
    "      frame.style.height = Math.ceil(data.height) + 'px';",
    '    }',
    '  });',
    '})();',
    '</script>',
  ].join('\n');
  return `${iframe}\n${script}`;
}
