import { useDocumentTitle } from '#lib/use-document-title';

/** A section that is routed but not built yet: its title and an honest notice, no sample data. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <p className="rounded-card border border-dashed border-input-border bg-surface p-6 text-muted-foreground">
        This section is not available yet.
      </p>
    </section>
  );
}
