import { firstName, formatFullDate, formatIsoDate } from '#lib/format';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';

/** / : the greeting and today's date in the user's own time zone. Protocol cards come later. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: user } = useSession();
  if (!user) return null;
  const now = new Date();
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold md:text-3xl">Welcome back, {firstName(user.displayName)}!</h1>
      <p className="text-muted-foreground">
        <time dateTime={formatIsoDate(now, user.timeZone)}>{formatFullDate(now, user.timeZone)}</time>
      </p>
    </section>
  );
}
