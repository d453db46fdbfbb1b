import { useDocumentTitle } from '#lib/use-document-title';

export function ChatPage() {
  useDocumentTitle('AI Health Coach');
  return <h1 className="text-2xl font-bold md:text-3xl">AI Health Coach</h1>;
}
