import type { LinkedAccount } from '@uh/core/auth/auth.schema';

/**
 * After a security change (a new password, other devices signed out): the provider accounts that
 * can still sign in to this one, so the person notices one they do not recognise.
 */
export function LinkedAccountsReview({ accounts }: { accounts: readonly LinkedAccount[] }) {
  return (
    <div role="status" className="space-y-2 rounded-control border border-border p-4 text-sm">
      {accounts.length === 0 ? (
        <p>No provider account can sign in to yours.</p>
      ) : (
        <>
          <p>These provider accounts can still sign in to yours. If you do not recognise one, unlink it under Sign-in methods.</p>
          <ul className="list-disc space-y-1 pl-5">
            {accounts.map((account, index) => (
              <li key={index}>
                {account.providerName} ({account.email ?? 'no e-mail shared'})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
