import CheckIcon from 'lucide-react/icons/check';
import CopyIcon from 'lucide-react/icons/copy';
import { useState } from 'react';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';

type CopyFieldProps = { id: string; label: string; value: string; describedBy?: string; className?: string };

/** A read-only value with a Copy button beside it (the clipboard's refusal is said, with what to do instead). */
export function CopyField({ id, label, value, describedBy, className }: CopyFieldProps) {
  const [isCopied, setIsCopied] = useState(false);
  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available');
      await navigator.clipboard.writeText(value);
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
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          aria-describedby={describedBy}
          spellCheck={false}
          className={className ?? 'font-mono text-sm'}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void onCopy()}>
          {isCopied ? <CheckIcon aria-hidden="true" className="size-4" /> : <CopyIcon aria-hidden="true" className="size-4" />}
          {isCopied ? 'Copied' : `Copy ${label.toLowerCase()}`}
        </Button>
      </div>
    </div>
  );
}
