import { useDocumentTitle } from '#lib/use-document-title';

export function ChecklistPage() {
  useDocumentTitle('Daily Optimization Checklist');
  return <h1 className="text-2xl font-bold md:text-3xl">Daily Optimization Checklist</h1>;
}
