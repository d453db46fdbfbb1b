import type { CreatedToken } from '@uh/core/embed/embed-tokens.schema';
import CheckIcon from 'lucide-react/icons/check';
import CopyIcon from 'lucide-react/icons/copy';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useEffect, useState } from 'react';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';

const TOKEN_INPUT_ID = 'created-token';

/**
 * The new token, this once: the server keeps only its hash. Focus lands on it so a screen reader
 * hears it at once; Done forgets it.
 */
export function CreatedTokenPanel({ created, onDone }: { created: CreatedToken; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    const input = document.getElementById(TOKEN_INPUT_ID);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, []);

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available');
      await navigator.clipboard.writeText(created.token);
      setIsCopied(true);
      toast({ title: 'Copied!', description: 'Token copied to clipboard' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Your browser did not allow copying. Select the token and copy it with Ctrl+C (⌘C on a Mac).',
      });
    }
  };

  return (
    <div role="region" aria-labelledby="created-token-heading" className="space-y-3 rounded-control border border-status-warn p-4">
      <h3 id="created-token-heading" className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-status-warn" />
        Copy your new token now
      </h3>
      <p id="created-token-note" className="text-sm">
        This is the only time &ldquo;{created.summary.name}&rdquo; is shown: you won&rsquo;t see it again. Keep it where your site keeps its
        secrets; if it is lost, revoke it and create another.
      </p>
      <div className="space-y-2">
        <Label htmlFor={TOKEN_INPUT_ID}>Token</Label>
        <div className="flex gap-2">
          <Input
            id={TOKEN_INPUT_ID}
            readOnly
            value={created.token}
            aria-describedby="created-token-note"
            spellCheck={false}
            className="font-mono text-sm"
          />
          <Button variant="secondary" className="shrink-0" onClick={() => void onCopy()}>
            {isCopied ? <CheckIcon aria-hidden="true" className="size-4" /> : <CopyIcon aria-hidden="true" className="size-4" />}
            {isCopied ? 'Copied' : 'Copy token'}
          </Button>
        </div>
      </div>
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
