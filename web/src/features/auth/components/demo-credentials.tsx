import { useQuery } from '@tanstack/react-query';
import { authOptionsQueryOptions } from '../api/auth-queries';

/** The seeded demo account, when the server has one (hidden otherwise). */
export function DemoCredentials() {
  const { data, isPending } = useQuery(authOptionsQueryOptions);
  // Keep the box's space while loading so the page does not jump when it appears.
  if (isPending) return <div aria-hidden="true" className="mt-6 h-[6.5rem] rounded-card bg-surface-muted" />;
  const demo = data?.demoAccount;
  if (!demo) return null;
  return (
    <section aria-labelledby="demo-credentials-title" className="mt-6 rounded-card border border-border bg-surface-muted p-4 text-sm">
      <h2 id="demo-credentials-title" className="font-semibold">
        Demo Credentials
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Username:</dt>
        <dd className="font-mono">{demo.username}</dd>
        <dt className="text-muted-foreground">Password:</dt>
        <dd className="font-mono">{demo.password}</dd>
      </dl>
    </section>
  );
}
