import CheckIcon from 'lucide-react/icons/check';
import CopyIcon from 'lucide-react/icons/copy';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';

type OneTimeSecretPanelProps = {
  /** Prefix of the panel's element ids (`${id}-heading`, `${id}-note`, and `id` for the field). */
  id: string;
  heading: string;
  note: ReactNode;
  /** What the secret is, as the field and the copy button name it ("Token", "Signing secret"). */
  label: string;
  secret: string;
  onDone: () => void;
  /** Anything more to say under the field (how to use it). */
  children?: ReactNode;
};

/**
 * A secret the server shows this once (it keeps only a hash or a sealed copy): focus lands on it
 * so a screen reader hears it at once, Copy puts it on the clipboard, and Done forgets it.
 */
export function OneTimeSecretPanel({ id, heading, note, label, secret, onDone, children }: OneTimeSecretPanelProps) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, [id]);

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available');
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
      toast({ title: 'Copied!', description: `${label} copied to clipboard` });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: `Your browser did not allow copying. Select the ${label.toLowerCase()} and copy it with Ctrl+C (⌘C on a Mac).`,
      });
    }
  };

  return (
    <div role="region" aria-labelledby={`${id}-heading`} className="space-y-3 rounded-control border border-status-warn p-4">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-status-warn" />
        {heading}
      </h3>
      <p id={`${id}-note`} className="text-sm">
        {note}
      </p>
      <div className="space-y-2">
        <Label htmlFor={id}>{label}</Label>
        <div className="flex gap-2">
          <Input id={id} readOnly value={secret} aria-describedby={`${id}-note`} spellCheck={false} className="font-mono text-sm" />
          <Button variant="secondary" className="shrink-0" onClick={() => void onCopy()}>
            {isCopied ? <CheckIcon aria-hidden="true" className="size-4" /> : <CopyIcon aria-hidden="true" className="size-4" />}
            {isCopied ? 'Copied' : `Copy ${label.toLowerCase()}`}
          </Button>
        </div>
      </div>
      {children}
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
