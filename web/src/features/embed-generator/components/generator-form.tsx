import type { EmbedTarget, EmbedTheme } from '@uh/core/embed/embed.logic';
import { EMBED_DEFAULTS } from '@uh/core/embed/embed-snippet.logic';
import MoonIcon from 'lucide-react/icons/moon';
import SunIcon from 'lucide-react/icons/sun';
import type { Dispatch } from 'react';
import type { OwnProtocolChoice } from '../api/own-protocols-queries';
import { GENERATOR_FEATURES, sizeErrors, type GeneratorAction, type GeneratorState } from '../lib/generator-state';
import { ChoiceGroup, type Choice } from './choice-group';
import { NavigationSwitch } from './navigation-switch';
import { SizeField } from './size-field';

const FEATURE_CHOICES: readonly Choice<EmbedTarget>[] = GENERATOR_FEATURES.map(({ route, label }) => ({
  value: route,
  label,
  caption: route,
}));

const THEME_CHOICES: readonly Choice<EmbedTheme>[] = [
  { value: 'light', label: 'Light', icon: <SunIcon aria-hidden="true" className="size-4 shrink-0" /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon aria-hidden="true" className="size-4 shrink-0" /> },
];

const SIZE_HINT_ID = 'embed-size-hint';

type GeneratorFormProps = { state: GeneratorState; dispatch: Dispatch<GeneratorAction>; ownProtocols: readonly OwnProtocolChoice[] };

/**
 * docs/product.md §2 "Embed Generator": the feature (or one of the signed-in person's own protocols),
 * the theme, the size and the navigation toggle.
 */
export function GeneratorForm({ state, dispatch, ownProtocols }: GeneratorFormProps) {
  const errors = sizeErrors(state);
  const protocolChoices = ownProtocols.map(({ route, label }) => ({ value: route as EmbedTarget, label, caption: route }));
  return (
    <div className="space-y-6">
      <ChoiceGroup
        legend="Feature"
        name="embed-feature"
        choices={FEATURE_CHOICES}
        value={state.route}
        onChange={(route) => dispatch({ type: 'route', route })}
        className="grid-cols-1 min-[420px]:grid-cols-2"
      />
      {protocolChoices.length > 0 ? (
        // The same radio name: the built-in features and the own protocols are one choice.
        <ChoiceGroup
          legend="Your protocols"
          name="embed-feature"
          choices={protocolChoices}
          value={state.route}
          onChange={(route) => dispatch({ type: 'route', route })}
          className="grid-cols-1 min-[420px]:grid-cols-2"
        />
      ) : null}
      <ChoiceGroup
        legend="Theme"
        name="embed-theme"
        choices={THEME_CHOICES}
        value={state.theme}
        onChange={(theme) => dispatch({ type: 'theme', theme })}
        className="grid-cols-2"
      />
      <div className="space-y-2">
        <div className="grid gap-4 sm:grid-cols-2">
          <SizeField
            id="embed-width"
            label="Width"
            value={state.widthInput}
            error={errors.width}
            defaultValue={EMBED_DEFAULTS.width}
            hintId={SIZE_HINT_ID}
            onChange={(value) => dispatch({ type: 'width', value })}
            onReset={() => dispatch({ type: 'resetWidth' })}
          />
          <SizeField
            id="embed-height"
            label="Height"
            value={state.heightInput}
            error={errors.height}
            defaultValue={EMBED_DEFAULTS.height}
            hintId={SIZE_HINT_ID}
            onChange={(value) => dispatch({ type: 'height', value })}
            onReset={() => dispatch({ type: 'resetHeight' })}
          />
        </div>
        <p id={SIZE_HINT_ID} className="text-sm text-muted-foreground">
          Enter a value in pixels (e.g. 500px) or a percentage (e.g. 100%)
        </p>
      </div>
      <NavigationSwitch isOn={state.showNavigation} onChange={(isOn) => dispatch({ type: 'navigation', isOn })} />
    </div>
  );
}
