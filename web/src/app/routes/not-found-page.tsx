import { Link } from 'wouter';
import { buttonClasses } from '#ui/button';
import { useDocumentTitle } from '#lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    // Rendered inside the layout's <main>: one main landmark per page.
    <div className="grid min-h-[60dvh] place-items-center px-4 py-12">
      <div className="max-w-md space-y-4 text-center">
        <h1 className="text-3xl font-bold">404 Page Not Found</h1>
        <p className="text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <Link to="/" className={buttonClasses({ className: 'mt-2' })}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
