import FileArchiveIcon from 'lucide-react/icons/file-archive';
import FileJsonIcon from 'lucide-react/icons/file-json';
import { buttonClasses } from '#ui/button';
import { ImportForm } from './import-form';
import { SettingsSection } from './settings-section';

// Plain links: same origin, so the session cookie goes along and the browser saves the file.
const EXPORTS = [
  { href: '/api/account/export', label: 'Export as JSON', icon: FileJsonIcon },
  { href: '/api/account/export.zip', label: 'Export as CSV (ZIP)', icon: FileArchiveIcon },
] as const;

/** Export everything the account holds, and import an export back. */
export function DataSection() {
  return (
    <SettingsSection
      id="data"
      title="Your data"
      description="Download everything your account holds. The JSON file can be imported into any Ultimate Human account; the ZIP holds one CSV file per record type for spreadsheets."
    >
      <div className="flex flex-wrap gap-3">
        {EXPORTS.map(({ href, label, icon: Icon }) => (
          <a key={href} href={href} download className={buttonClasses({ variant: 'secondary' })}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </a>
        ))}
      </div>
      <div className="border-t border-border pt-5">
        <ImportForm />
      </div>
    </SettingsSection>
  );
}
