import type { EmbedConfigResponse } from '@uh/core/embed/embed-tokens.schema';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';

type AllowedSitesCardProps = {
  config: EmbedConfigResponse | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
};

const Env = () => <code className="font-mono">EMBED_ALLOWED_ORIGINS</code>;

function AllowedList({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  if (allowedOrigins.length === 0) {
    return (
      <p className="text-sm">
        <strong className="font-semibold">Embedding is turned off on this server:</strong> no site may show the widget yet. Ask the
        server&rsquo;s operator to add your site&rsquo;s origin (e.g. <code className="font-mono">https://www.example.com</code>) to <Env />{' '}
        and restart it.
      </p>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      <p>Only these sites may show the widget:</p>
      <ul aria-label="Allowed sites" className="space-y-1">
        {allowedOrigins.map((origin) => (
          <li key={origin} className="rounded-control bg-surface-muted px-3 py-2 font-mono break-all">
            {origin}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        To add yours, add its origin to <Env /> (comma-separated, e.g. <code className="font-mono">https://www.example.com</code>) and
        restart the server.
      </p>
    </div>
  );
}

/** The reminder that the host site's origin must be in EMBED_ALLOWED_ORIGINS, with the current list. */
export function AllowedSitesCard({ config, isError, isRetrying, onRetry }: AllowedSitesCardProps) {
  return (
    <Card role="region" aria-labelledby="allowed-sites-heading" className="space-y-3 p-4 sm:p-6">
      <h2 id="allowed-sites-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheckIcon aria-hidden="true" className="size-5 shrink-0" />
        Allowed sites
      </h2>
      <p className="text-sm text-muted-foreground">
        The widget shows only on sites whose origin is in <Env /> on this server; browsers refuse it anywhere else.
      </p>
      {config ? (
        <AllowedList allowedOrigins={config.allowedOrigins} />
      ) : isError ? (
        <LoadError isFramed={false} message="Failed to load this server's embed settings." onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the allowed sites…
        </p>
      )}
    </Card>
  );
}
