import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import FileUpIcon from 'lucide-react/icons/file-up';
import PlusIcon from 'lucide-react/icons/plus';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { protocolTemplatesQueryOptions } from '../api/custom-protocols-queries';
import { TemplateCard } from './template-card';

type ChooserProps = {
  onTemplate: (document: ProtocolDocument) => void;
  onScratch: () => void;
  onImport: () => void;
  onCancel: () => void;
};

function TemplatesSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        Loading the templates
      </span>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-surface-muted motion-reduce:animate-none" />
    </div>
  );
}

/** How a new protocol starts: a template, a copy of a built-in, a blank form, or a file. */
export function NewProtocolChooser({ onTemplate, onScratch, onImport, onCancel }: ChooserProps) {
  const templates = useQuery(protocolTemplatesQueryOptions());
  return (
    <section aria-labelledby="new-protocol-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="new-protocol-heading" tabIndex={-1} className="text-xl font-semibold outline-none">
          New protocol
        </h2>
        <p className="text-muted-foreground">Start from a template and change what you like, start from a blank form, or import a file.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onScratch}>
          <PlusIcon aria-hidden="true" className="size-4" />
          Start from scratch
        </Button>
        <Button variant="secondary" onClick={onImport}>
          <FileUpIcon aria-hidden="true" className="size-4" />
          Import a file
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {templates.data ? (
        <>
          <section aria-labelledby="templates-heading" className="space-y-3">
            <h3 id="templates-heading" className="text-lg font-semibold">
              Start from a template
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2">
              {templates.data.templates.map((document) => (
                <TemplateCard
                  key={document.id}
                  document={document}
                  action={
                    <>
                      Use<span className="sr-only"> the {document.title}</span> template
                    </>
                  }
                  onPick={onTemplate}
                />
              ))}
            </ul>
          </section>
          <section aria-labelledby="built-ins-heading" className="space-y-3">
            <h3 id="built-ins-heading" className="text-lg font-semibold">
              Make a copy of a built-in protocol
            </h3>
            <p className="text-sm text-muted-foreground">The built-in protocols stay as they are; your copy is yours to change.</p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {templates.data.builtIns.map((document) => (
                <TemplateCard
                  key={document.id}
                  document={document}
                  action={
                    <>
                      Make a copy<span className="sr-only"> of {document.title}</span>
                    </>
                  }
                  onPick={onTemplate}
                />
              ))}
            </ul>
          </section>
        </>
      ) : templates.isError ? (
        <LoadError message="Couldn't load the templates." onRetry={() => void templates.refetch()} isRetrying={templates.isFetching} />
      ) : (
        <TemplatesSkeleton />
      )}
    </section>
  );
}
