import { Link } from 'wouter';

const linkClass = 'font-medium text-foreground underline underline-offset-4';

/** "By signing in, you agree to…" with links to both documents. */
export function TermsNote({ action }: { action: 'signing in' | 'creating an account' }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      By {action}, you agree to our{' '}
      <Link to="/terms" className={linkClass}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={linkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
