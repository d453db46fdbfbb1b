import { useDocumentTitle } from '#lib/use-document-title';

export function SettingsPage() {
  useDocumentTitle('Settings');
  return <h1 className="text-2xl font-bold md:text-3xl">Settings</h1>;
}
