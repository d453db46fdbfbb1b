import SearchXIcon from 'lucide-react/icons/search-x';
import type { ComponentType } from 'react';
import { Button } from './button';
import { Card } from './card';

/** What to do when a search finds nothing: say so, and offer to clear it. */
export function NoResults({ what, query, hint, onClear }: { what: string; query: string; hint: string; onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">
        No {what} match &ldquo;{query.trim()}&rdquo;
      </p>
      <p className="max-w-md text-sm text-muted-foreground">{hint}</p>
      <Button variant="secondary" onClick={onClear}>
        Clear search
      </Button>
    </Card>
  );
}

type IconType = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** A tab that has nothing yet (docs/product.md §2), said plainly. */
export function ComingSoonPanel({ Icon, message }: { Icon: IconType; message: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{message}</p>
    </Card>
  );
}
