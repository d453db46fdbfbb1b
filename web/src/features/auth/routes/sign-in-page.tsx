import { Link, Redirect } from 'wouter';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { PageSpinner } from '#ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { AuthShell } from '../components/auth-shell';
import { DemoCredentials } from '../components/demo-credentials';
import { GoogleSignInTab } from '../components/google-sign-in-tab';
import { SignInForm } from '../components/sign-in-form';
import { TermsNote } from '../components/terms-note';

/** /login and /auth (spec §2 Sign-in screen). */
export function SignInPage() {
  useDocumentTitle('Sign in');
  const { data: user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (user) return <Redirect to="/" replace />;

  return (
    <AuthShell title="Sign in" description="Sign in to access your Ultimate Human Dashboard" footer={<TermsNote action="signing in" />}>
      <Tabs defaultValue="password">
        <TabsList aria-label="Sign-in method">
          <TabsTrigger value="password">Username/Password</TabsTrigger>
          <TabsTrigger value="google">Google</TabsTrigger>
        </TabsList>
        <TabsContent value="password">
          <SignInForm />
          <DemoCredentials />
        </TabsContent>
        <TabsContent value="google">
          <GoogleSignInTab />
        </TabsContent>
      </Tabs>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to="/register" className="font-medium text-foreground underline underline-offset-4">
          Register now
        </Link>
      </p>
    </AuthShell>
  );
}
