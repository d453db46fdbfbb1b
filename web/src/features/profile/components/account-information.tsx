import type { User } from '@uh/core/auth/auth.schema';
import { formatDateTime, formatLongDate } from '#lib/format';
import { Card } from '#ui/card';

export function AccountInformation({ user }: { user: User }) {
  const rows: Array<[string, string]> = [
    ['Member Since', formatLongDate(user.createdAt, user.timeZone)],
    ['Last Login', formatDateTime(user.lastLoginAt, user.timeZone)],
    ['Username', user.username],
    ['Time Zone', user.timeZone],
  ];
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Account Information</h2>
      <dl className="mt-4 divide-y divide-border">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
