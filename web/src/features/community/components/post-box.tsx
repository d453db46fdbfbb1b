import { useId } from 'react';
import { cn } from '#lib/cn';
import { Card } from '#ui/card';
import { Label } from '#ui/label';
import { Avatar } from './avatar';
import { PlaceholderButton } from '#ui/placeholder-button';

/** The post box (docs/product.md §2). Posting has no behaviour yet, so the box says so instead of swallowing text. */
export function PostBox({ userName }: { userName: string }) {
  const fieldId = useId();
  const noteId = useId();
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar name={userName} />
        <div className="min-w-0 flex-1 space-y-2">
          <Label htmlFor={fieldId}>Share with the community</Label>
          <textarea
            id={fieldId}
            rows={3}
            disabled
            aria-describedby={noteId}
            placeholder="Share your progress, a question or a tip..."
            className={cn(
              'block w-full resize-none rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground',
              'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:bg-surface-muted',
            )}
          />
          <p id={noteId} className="text-sm text-muted-foreground">
            Posting is coming soon. The posts below are samples.
          </p>
        </div>
      </div>
      <PlaceholderButton className="justify-end">Post</PlaceholderButton>
    </Card>
  );
}
