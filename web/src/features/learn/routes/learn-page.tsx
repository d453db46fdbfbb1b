import { useDocumentTitle } from '#lib/use-document-title';

export function LearnPage() {
  useDocumentTitle('Learn');
  return <h1 className="text-2xl font-bold md:text-3xl">Learn</h1>;
}
