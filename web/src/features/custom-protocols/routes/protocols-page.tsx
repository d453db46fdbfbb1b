import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '#lib/use-document-title';
import { toast } from '#ui/use-toast';
import { customProtocolsQueryOptions } from '../api/custom-protocols-queries';
import { useCreateCustomProtocol, useReplaceCustomProtocol } from '../api/use-custom-protocol-mutations';
import { ProtocolForm } from '../components/form/protocol-form';
import { ImportPanel } from '../components/import-panel';
import { LoopTransferPanel } from '../components/loop-transfer-panel';
import { NewProtocolChooser } from '../components/new-protocol-chooser';
import { editButtonId } from '../components/protocol-row-actions';
import { PROTOCOL_LIST_HEADING_ID } from '../components/protocol-list';
import { ProtocolsOverview } from '../components/protocols-overview';
import { draftOfDocument, emptyDraft, type ProtocolDraft } from '../lib/protocol-draft';
import { freeId } from '../lib/protocol-ids';

type View =
  | { kind: 'list'; focusId?: string }
  | { kind: 'choose' }
  | { kind: 'import' }
  | { kind: 'create'; draft: ProtocolDraft; heading: string }
  | { kind: 'edit'; protocol: CustomProtocol };

const HEADING_OF_VIEW: Record<Exclude<View['kind'], 'list'>, string> = {
  choose: 'new-protocol-heading',
  import: 'import-heading',
  create: 'protocol-form-heading',
  edit: 'protocol-form-heading',
};

/** Each step starts with focus on its heading (or where the person was in the list), so nobody is left at the top of the page. */
function useFocusOnViewChange(view: View) {
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const id = view.kind === 'list' ? (view.focusId ?? PROTOCOL_LIST_HEADING_ID) : HEADING_OF_VIEW[view.kind];
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, [view]);
}

/** /protocols: the person's own protocols, and making, importing and editing them. */
export function ProtocolsPage() {
  useDocumentTitle('My protocols');
  const [view, setView] = useState<View>({ kind: 'list' });
  const create = useCreateCustomProtocol();
  const replace = useReplaceCustomProtocol();
  const { data: protocols = [] } = useQuery(customProtocolsQueryOptions());
  useFocusOnViewChange(view);

  const startFrom = (document: ProtocolDocument) =>
    setView({ kind: 'create', draft: draftOfDocument(document), heading: `New protocol: ${document.title}` });
  const toList = (focusId?: string) => setView(focusId ? { kind: 'list', focusId } : { kind: 'list' });
  const scratch = () => setView({ kind: 'create', draft: emptyDraft(), heading: 'New protocol' });

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">My protocols</h1>
        <p className="text-muted-foreground">
          Your own protocols, tracked like the built-in ones. Add one from a template, from scratch or from a file.
        </p>
      </header>
      {view.kind === 'list' ? (
        <>
          <ProtocolsOverview
            onNew={() => setView({ kind: 'choose' })}
            onScratch={scratch}
            onEdit={(protocol) => setView({ kind: 'edit', protocol })}
          />
          <LoopTransferPanel />
        </>
      ) : null}
      {view.kind === 'choose' ? (
        <NewProtocolChooser
          onTemplate={startFrom}
          onScratch={scratch}
          onImport={() => setView({ kind: 'import' })}
          onCancel={() => toList()}
        />
      ) : null}
      {view.kind === 'import' ? <ImportPanel onAdded={() => toList()} onEdit={startFrom} onCancel={() => toList()} /> : null}
      {view.kind === 'create' ? (
        <ProtocolForm
          heading={view.heading}
          initial={view.draft}
          submitLabel="Add protocol"
          onCancel={() => toList()}
          onSave={async (document) => {
            // The form has no id field: a template used a second time gets the next free id rather than a refusal.
            const taken = new Set(protocols.map((protocol) => protocol.document.id));
            await create.mutateAsync({ document: { ...document, id: freeId(document.id, taken) } });
            toast({ title: `${document.title} added`, description: 'Open it from your list to start logging.' });
            toList();
          }}
        />
      ) : null}
      {view.kind === 'edit' ? (
        <ProtocolForm
          heading={`Edit ${view.protocol.document.title}`}
          initial={{ ...draftOfDocument(view.protocol.document), version: view.protocol.document.version + 1 }}
          submitLabel="Save changes"
          onCancel={() => toList(editButtonId(view.protocol.id))}
          onSave={async (document) => {
            await replace.mutateAsync({ id: view.protocol.id, document });
            toast({ title: `${document.title} saved` });
            toList(editButtonId(view.protocol.id));
          }}
        />
      ) : null}
    </div>
  );
}
