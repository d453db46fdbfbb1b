import type { ReactNode } from 'react';
import { useDocumentTitle } from '#lib/use-document-title';

type LegalPageProps = { title: string; intro: string; children: ReactNode };

/** A readable single column for the public documents. */
export function LegalPage({ title, intro, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <article className="max-w-prose space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </header>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 leading-relaxed [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
