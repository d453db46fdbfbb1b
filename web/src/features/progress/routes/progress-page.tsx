import { useDocumentTitle } from '#lib/use-document-title';

export function ProgressPage() {
  useDocumentTitle('Your Health Progress');
  return <h1 className="text-2xl font-bold md:text-3xl">Your Health Progress</h1>;
}
