import { formatWhen } from '#lib/format';
import type { AdminAccount } from '@uh/core/admin/admin.schema';
import { formatStorageSize } from '../lib/storage-size';
import { AccountActions, type AccountActionHandlers } from './account-actions';
import { AccountBadges, signInMethodsText } from './account-badges';

export type AccountsViewProps = {
  accounts: readonly AdminAccount[];
  ownId: number | undefined;
  timeZone: string;
  now: number;
  handlers: AccountActionHandlers;
};

const when = (iso: string | null, timeZone: string, now: number) => (iso ? formatWhen(iso, timeZone, now, { time: true }) : 'Never');

/** From 1024 px: one account a row. */
export function AccountsTable({ accounts, ownId, timeZone, now, handlers }: AccountsViewProps) {
  const headings = ['Username', 'Created', 'Last active', 'Storage', 'Sign-in methods', 'Actions'];
  return (
    <table className="hidden w-full text-left text-sm lg:table">
      <caption className="sr-only">Accounts</caption>
      <thead className="text-muted-foreground">
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className="py-2 pr-3 font-medium last:pr-0">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border border-t border-border">
        {accounts.map((account) => {
          const isYou = account.id === ownId;
          return (
            <tr key={account.id}>
              <th scope="row" className="py-3 pr-3 text-left align-top font-medium">
                <span className="block break-all">{account.username}</span>
                <AccountBadges account={account} isYou={isYou} />
              </th>
              <td className="py-3 pr-3 align-top">{when(account.createdAt, timeZone, now)}</td>
              <td className="py-3 pr-3 align-top">{when(account.lastActiveAt, timeZone, now)}</td>
              <td className="py-3 pr-3 align-top figures whitespace-nowrap">{formatStorageSize(account.storageBytes)}</td>
              <td className="py-3 pr-3 align-top">{signInMethodsText(account.signInMethods)}</td>
              <td className="py-3 align-top">
                <AccountActions account={account} isYou={isYou} handlers={handlers} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Under 1024 px: one card an account, its facts stacked, so a phone never scrolls sideways. */
export function AccountCards({ accounts, ownId, timeZone, now, handlers }: AccountsViewProps) {
  return (
    <ul aria-label="Accounts" className="space-y-3 lg:hidden">
      {accounts.map((account) => {
        const isYou = account.id === ownId;
        return (
          <li key={account.id} className="space-y-3 rounded-control border border-border p-3">
            <div className="space-y-1">
              <p className="font-semibold break-all">{account.username}</p>
              <AccountBadges account={account} isYou={isYou} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Created</dt>
              <dd>{when(account.createdAt, timeZone, now)}</dd>
              <dt className="text-muted-foreground">Last active</dt>
              <dd>{when(account.lastActiveAt, timeZone, now)}</dd>
              <dt className="text-muted-foreground">Storage</dt>
              <dd className="figures">{formatStorageSize(account.storageBytes)}</dd>
              <dt className="text-muted-foreground">Sign-in</dt>
              <dd>{signInMethodsText(account.signInMethods)}</dd>
            </dl>
            <AccountActions account={account} isYou={isYou} handlers={handlers} />
          </li>
        );
      })}
    </ul>
  );
}
