import { EMBED_FEATURES, EMBED_MENU_ROUTE, type EmbedTarget, type EmbedTheme } from '@uh/core/embed/embed.logic';
import { buildEmbedSnippet, EMBED_DEFAULTS, embedUrl } from '@uh/core/embed/embed-snippet.logic';

/** Spec §3 Embed configuration, as the generator's form holds it. */
export type GeneratorState = {
  route: EmbedTarget;
  theme: EmbedTheme;
  width: string;
  height: string;
  showNavigation: boolean;
};

export const INITIAL_GENERATOR_STATE: GeneratorState = { ...EMBED_DEFAULTS };

/** The feature choices in the spec's order: the menu first, then each feature. */
export const GENERATOR_FEATURES: readonly { route: EmbedTarget; label: string }[] = [
  { route: EMBED_MENU_ROUTE, label: 'Feature Selection' },
  ...EMBED_FEATURES,
];

export type GeneratorAction =
  | { type: 'route'; route: EmbedTarget }
  | { type: 'theme'; theme: EmbedTheme }
  | { type: 'width'; value: string }
  | { type: 'height'; value: string }
  | { type: 'resetWidth' }
  | { type: 'resetHeight' }
  | { type: 'navigation'; isOn: boolean };

/** Width and height stay free text (spec §5: no validation, only the hint); the snippet escapes them. */
export function generatorReducer(state: GeneratorState, action: GeneratorAction): GeneratorState {
  switch (action.type) {
    case 'route':
      return { ...state, route: action.route };
    case 'theme':
      return { ...state, theme: action.theme };
    case 'width':
      return { ...state, width: action.value };
    case 'height':
      return { ...state, height: action.value };
    case 'resetWidth':
      return { ...state, width: EMBED_DEFAULTS.width };
    case 'resetHeight':
      return { ...state, height: EMBED_DEFAULTS.height };
    case 'navigation':
      return { ...state, showNavigation: action.isOn };
  }
}

/**
 * What the generator shows: the snippet points at the app's public origin (what other sites
 * reach); the preview loads from the page's own origin, which the server always lets frame /embed.
 */
export function generatorOutput(state: GeneratorState, { appOrigin, pageOrigin }: { appOrigin: string; pageOrigin: string }) {
  return {
    snippet: buildEmbedSnippet({ ...state, appOrigin }),
    previewUrl: embedUrl({ ...state, appOrigin: pageOrigin }),
  };
}
