import { useDocumentTitle } from '#lib/use-document-title';

export function ProtocolProgressPage() {
  useDocumentTitle('Protocol Progress');
  return <h1 className="text-2xl font-bold md:text-3xl">Protocol Progress</h1>;
}
