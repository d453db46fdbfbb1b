import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { buttonClasses } from '#ui/button';

/**
 * The Preview tab: the live widget in a 500 px high frame (docs/product.md §9) and a link to open it alone.
 * The frame loads from this page's own origin, which may always frame the widget; other sites
 * need to be on EMBED_ALLOWED_ORIGINS.
 */
export function PreviewPanel({ previewUrl, title }: { previewUrl: string; title: string }) {
  return (
    <div className="space-y-3">
      <iframe
        src={previewUrl}
        title={`Preview: ${title}`}
        height={500}
        allow="camera; microphone"
        className="block h-[500px] w-full rounded-control border border-border bg-surface"
      />
      <p className="text-sm text-muted-foreground">
        The preview is 500 px high and runs on this server itself; on your page the widget takes the width and height you chose, and shows
        only if your site is among the allowed sites.
      </p>
      <a href={previewUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary' })}>
        <ExternalLinkIcon aria-hidden="true" className="size-4" />
        Open Preview in New Tab
      </a>
    </div>
  );
}
