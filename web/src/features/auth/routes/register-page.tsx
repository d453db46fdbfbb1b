import { Link, Redirect } from 'wouter';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { PageSpinner } from '#ui/spinner';
import { AuthShell } from '../components/auth-shell';
import { RegisterForm } from '../components/register-form';
import { TermsNote } from '../components/terms-note';

/** /register (docs/product.md §2 Registration screen). */
export function RegisterPage() {
  useDocumentTitle('Create an account');
  const { data: user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (user) return <Redirect to="/" replace />;

  return (
    <AuthShell
      title="Create an account"
      description="Sign up to start your health optimization journey"
      footer={<TermsNote action="creating an account" />}
    >
      <RegisterForm />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/auth" className="font-medium text-foreground underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
