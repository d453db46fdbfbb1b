import { useQuery } from '@tanstack/react-query';
import CodeIcon from 'lucide-react/icons/code';
import EyeIcon from 'lucide-react/icons/eye';
import { useReducer } from 'react';
import { useDocumentTitle } from '#lib/use-document-title';
import { Card } from '#ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { embedConfigQueryOptions } from '../api/embed-config-queries';
import { useOwnProtocolChoices } from '../api/own-protocols-queries';
import { AllowedSitesCard } from '../components/allowed-sites-card';
import { CodeOrigin } from '../components/code-origin';
import { CodePanel } from '../components/code-panel';
import { GeneratorForm } from '../components/generator-form';
import { ImplementationGuide } from '../components/implementation-guide';
import { PreviewPanel } from '../components/preview-panel';
import { chosenLabel, generatorOutput, generatorReducer, INITIAL_GENERATOR_STATE } from '../lib/generator-state';

/** /embed-generator (public): configure a widget, copy its code, preview it (docs/product.md §2). */
export function EmbedGeneratorPage() {
  useDocumentTitle('Embed Generator');
  const [state, dispatch] = useReducer(generatorReducer, INITIAL_GENERATOR_STATE);
  const config = useQuery(embedConfigQueryOptions);
  const pageOrigin = window.location.origin;
  // Without PUBLIC_URL (or until the server answers), the snippet points at the address in the address bar.
  const appOrigin = config.data?.appOrigin ?? pageOrigin;
  const ownProtocols = useOwnProtocolChoices();
  const label = chosenLabel(state.route, ownProtocols);
  const { snippet, previewUrl } = generatorOutput(state, { appOrigin, pageOrigin, label });

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Embed Generator</h1>
        <p className="text-muted-foreground">
          Put an Ultimate Human widget on your own website: choose what it shows, copy the code, and paste it into your page.
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="configure-heading" className="space-y-5 p-4 sm:p-6">
          <h2 id="configure-heading" className="text-lg font-semibold">
            Configure
          </h2>
          <GeneratorForm state={state} dispatch={dispatch} ownProtocols={ownProtocols} />
        </Card>
        <Card className="p-4 sm:p-6">
          <Tabs defaultValue="code">
            <TabsList aria-label="Embed code and preview">
              <TabsTrigger value="code">
                <span className="inline-flex items-center gap-2">
                  <CodeIcon aria-hidden="true" className="size-4" />
                  Code
                </span>
              </TabsTrigger>
              <TabsTrigger value="preview">
                <span className="inline-flex items-center gap-2">
                  <EyeIcon aria-hidden="true" className="size-4" />
                  Preview
                </span>
              </TabsTrigger>
            </TabsList>
            <TabsContent value="code">
              <CodePanel snippet={snippet} />
              {config.data ? <CodeOrigin origin={appOrigin} isPublicUrl={config.data.appOrigin !== null} /> : null}
            </TabsContent>
            <TabsContent value="preview">
              <PreviewPanel previewUrl={previewUrl} title={`Ultimate Human – ${label}`} />
            </TabsContent>
          </Tabs>
        </Card>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AllowedSitesCard
          config={config.data}
          isError={config.isError}
          isRetrying={config.isFetching}
          onRetry={() => void config.refetch()}
        />
        <ImplementationGuide />
      </div>
    </div>
  );
}
