/**
 * Which address the code sends visitors' browsers to: the server's PUBLIC_URL, or, without one,
 * the address this page was opened at (a LAN address works for the LAN only).
 */
export function CodeOrigin({ origin, isPublicUrl }: { origin: string; isPublicUrl: boolean }) {
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      The code points at <code className="font-mono break-all text-foreground">{origin}</code>
      {isPublicUrl ? (
        <>, this server&rsquo;s public address.</>
      ) : (
        <>
          , the address you opened this page at. To point it at another address, open this page there, or set{' '}
          <code className="font-mono">PUBLIC_URL</code> on the server.
        </>
      )}
    </p>
  );
}
