import CheckIcon from 'lucide-react/icons/check';
import CopyIcon from 'lucide-react/icons/copy';
import { Button } from '#ui/button';
import { Label } from '#ui/label';
import { useCopySnippet } from '../lib/use-copy-snippet';

/** The Code tab: the snippet, a copy icon button and 'Copy to Clipboard' (docs/product.md §2). */
export function CodePanel({ snippet }: { snippet: string }) {
  const { isCopied, copy } = useCopySnippet(snippet);
  const onCopy = () => void copy();
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor="embed-code">Embed code</Label>
        <Button variant="ghost" size="icon" aria-label={isCopied ? 'Copied' : 'Copy embed code'} onClick={onCopy}>
          {isCopied ? (
            <CheckIcon aria-hidden="true" data-icon="copied" className="size-5 text-status-good" />
          ) : (
            <CopyIcon aria-hidden="true" data-icon="copy" className="size-5" />
          )}
        </Button>
      </div>
      {/* A read-only box, so the code can also be selected and copied by hand. */}
      <textarea
        id="embed-code"
        readOnly
        value={snippet}
        rows={14}
        spellCheck={false}
        className="block w-full resize-y rounded-control border border-input-border bg-surface-muted p-3 font-mono text-xs leading-relaxed text-foreground"
      />
      <Button className="w-full sm:w-auto" onClick={onCopy}>
        <CopyIcon aria-hidden="true" className="size-4" />
        Copy to Clipboard
      </Button>
    </div>
  );
}
