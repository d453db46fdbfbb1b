import InfoIcon from 'lucide-react/icons/info';
import { Link } from 'wouter';

/**
 * The shared demo account's settings: say up front what it cannot do (the server refuses it with
 * 403), so nobody fills in a form only to be told no.
 */
export function DemoAccountNotice() {
  return (
    <div role="note" aria-labelledby="demo-notice-heading" className="flex gap-3 rounded-card border border-status-warn bg-surface p-4">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-status-warn" />
      <div className="space-y-1">
        <h2 id="demo-notice-heading" className="font-semibold">
          You are using the shared demo account
        </h2>
        <p className="text-sm">
          Anyone can sign in to it, so its password, e-mail address and sign-in methods cannot be changed, nothing can be imported into it,
          it cannot create tokens and it cannot be deleted. Everything in it goes back to the sample every night.{' '}
          <Link href="/register" className="font-medium underline underline-offset-4">
            Create your own account
          </Link>{' '}
          to keep what you log.
        </p>
      </div>
    </div>
  );
}
