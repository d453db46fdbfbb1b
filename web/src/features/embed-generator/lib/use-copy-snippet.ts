import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '#ui/use-toast';

/** docs/product.md §9: the copied icon shows for 2 s. */
export const COPIED_INDICATOR_MS = 2000;

/**
 * Copies the snippet with the Clipboard API: 'Copied!' and a check icon for 2 s on success (spec
 * §8), a toast that says how to copy by hand when the browser refuses (no permission, not HTTPS).
 */
export function useCopySnippet(snippet: string) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      if (!navigator.clipboard) throw new Error('The Clipboard API is not available');
      await navigator.clipboard.writeText(snippet);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Your browser did not allow copying. Select the code in the box and copy it with Ctrl+C (⌘C on a Mac).',
      });
      return;
    }
    toast({ title: 'Copied!', description: 'Embed code copied to clipboard' });
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS);
  }, [snippet]);

  return { isCopied, copy };
}
