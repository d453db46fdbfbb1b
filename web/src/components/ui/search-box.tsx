import SearchIcon from 'lucide-react/icons/search';
import { Input } from './input';
import { Label } from './label';

type Props = { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** The page's search field: labelled for screen readers, with a search icon for everyone. */
export function SearchBox({ id, label, placeholder, value, onChange }: Props) {
  return (
    <div role="search" className="relative">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-10"
      />
    </div>
  );
}
