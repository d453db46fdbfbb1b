import { EMBED_FEATURES, EMBED_MENU_ROUTE, embedLabel, type EmbedTarget, type EmbedTheme } from '@uh/core/embed/embed.logic';
import { checkEmbedSize } from '@uh/core/embed/embed-size.logic';
import { buildEmbedSnippet, EMBED_DEFAULTS, embedUrl } from '@uh/core/embed/embed-snippet.logic';

/** docs/product.md §3 Embed configuration, as the generator's form holds it. */
export type GeneratorState = {
  route: EmbedTarget;
  theme: EmbedTheme;
  /** The last valid size: what the code and the preview use. */
  width: string;
  height: string;
  /** What is in the fields, valid or not. */
  widthInput: string;
  heightInput: string;
  showNavigation: boolean;
};

export const INITIAL_GENERATOR_STATE: GeneratorState = {
  ...EMBED_DEFAULTS,
  widthInput: EMBED_DEFAULTS.width,
  heightInput: EMBED_DEFAULTS.height,
};

/** The feature choices in docs/product.md's order: the menu first, then each feature. */
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

/** The field keeps what was typed; the code takes it only once it is a valid size. */
const typedSize = (typed: string, label: 'Width' | 'Height', lastValid: string) => {
  const check = checkEmbedSize(typed, label);
  return check.isValid ? check.value : lastValid;
};

export function generatorReducer(state: GeneratorState, action: GeneratorAction): GeneratorState {
  switch (action.type) {
    case 'route':
      return { ...state, route: action.route };
    case 'theme':
      return { ...state, theme: action.theme };
    case 'width':
      return { ...state, widthInput: action.value, width: typedSize(action.value, 'Width', state.width) };
    case 'height':
      return { ...state, heightInput: action.value, height: typedSize(action.value, 'Height', state.height) };
    case 'resetWidth':
      return { ...state, width: EMBED_DEFAULTS.width, widthInput: EMBED_DEFAULTS.width };
    case 'resetHeight':
      return { ...state, height: EMBED_DEFAULTS.height, heightInput: EMBED_DEFAULTS.height };
    case 'navigation':
      return { ...state, showNavigation: action.isOn };
  }
}

/** The message under each size field, or null while what is typed is a valid size. */
export function sizeErrors(state: Pick<GeneratorState, 'widthInput' | 'heightInput'>) {
  const width = checkEmbedSize(state.widthInput, 'Width');
  const height = checkEmbedSize(state.heightInput, 'Height');
  return { width: width.isValid ? null : width.message, height: height.isValid ? null : height.message };
}

/** What the chosen widget is called: an own protocol by its title, a feature by its label. */
export const chosenLabel = (route: EmbedTarget, ownProtocols: readonly { route: EmbedTarget; label: string }[]) =>
  ownProtocols.find((protocol) => protocol.route === route)?.label ?? embedLabel(route);

/**
 * What the generator shows: the snippet points at the app's public origin (what other sites
 * reach); the preview loads from the page's own origin, which the server always lets frame /embed.
 */
export function generatorOutput(
  state: GeneratorState,
  { appOrigin, pageOrigin, label }: { appOrigin: string; pageOrigin: string; label?: string },
) {
  const { route, theme, width, height, showNavigation } = state;
  return {
    snippet: buildEmbedSnippet({ route, theme, width, height, showNavigation, appOrigin, label }),
    previewUrl: embedUrl({ route, theme, showNavigation, appOrigin: pageOrigin }),
  };
}
