import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { useCreateCustomProtocol } from '../api/use-custom-protocol-mutations';
import { MAX_IMPORT_BYTES, readProtocolFile } from '../lib/import-file';
import { DocumentPreview } from './document-preview';

type ImportPanelProps = { onAdded: () => void; onEdit: (document: ProtocolDocument) => void; onCancel: () => void };

function Problem({ lead, message }: { lead: string; message: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive dark:text-status-bad">
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">
        {lead}: {message}
      </span>
    </p>
  );
}

const itemsInWords = (count: number) => (count === 1 ? '1 thing' : `${count} things`);

/** A protocol file, checked here as the server will check it, previewed, then added as it is or edited first. */
export function ImportPanel({ onAdded, onEdit, onCancel }: ImportPanelProps) {
  const create = useCreateCustomProtocol();
  const [reading, setReading] = useState<{ document: ProtocolDocument | null; problem: string | null }>({ document: null, problem: null });
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setRefusal(null);
    if (!file) return setReading({ document: null, problem: null });
    if (file.size > MAX_IMPORT_BYTES) return setReading({ document: null, problem: 'This file is too large to be a protocol.' });
    setReading(readProtocolFile(await file.text()));
  };

  const onAdd = async (document: ProtocolDocument) => {
    try {
      await create.mutateAsync({ document });
      toast({ title: `${document.title} added`, description: 'It is in your list of protocols.' });
      onAdded();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="import-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="import-heading" tabIndex={-1} className="text-xl font-semibold outline-none">
          Import a protocol file
        </h2>
        <p className="text-muted-foreground">
          Pick a protocol file (.json), exported from this app or written by someone else. You will see what it holds before anything is
          added.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="protocol-file">Protocol file (.json)</Label>
        <input
          id="protocol-file"
          type="file"
          accept=".json,application/json"
          onChange={(event) => void onFile(event)}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-control file:border-0 file:bg-secondary file:px-4 file:font-medium file:text-secondary-foreground"
        />
      </div>
      {reading.problem ? <Problem lead="This file can’t be imported" message={reading.problem} /> : null}
      {reading.document ? (
        <div className="space-y-4">
          <DocumentPreview document={reading.document} />
          <p className="text-sm">
            This adds a new protocol, “{reading.document.title}”, with {itemsInWords(reading.document.components.length)} to log. Nothing is
            logged yet, and you can change it afterwards.
          </p>
          {refusal ? <Problem lead="The file was not added" message={refusal} /> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {reading.document ? (
          <>
            <Button disabled={create.isPending} onClick={() => reading.document && void onAdd(reading.document)}>
              {create.isPending ? 'Adding...' : 'Add this protocol'}
            </Button>
            <Button variant="secondary" onClick={() => reading.document && onEdit(reading.document)}>
              Change it first
            </Button>
          </>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
