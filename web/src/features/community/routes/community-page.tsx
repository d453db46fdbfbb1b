import { useDocumentTitle } from '#lib/use-document-title';

export function CommunityPage() {
  useDocumentTitle('Community');
  return <h1 className="text-2xl font-bold md:text-3xl">Community</h1>;
}
