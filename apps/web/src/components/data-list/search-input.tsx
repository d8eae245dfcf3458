import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

export type SearchInputProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** A search box that reports its text as it is typed (debounce in the caller). */
export function SearchInput({ id, label, placeholder, value, onChange }: SearchInputProps) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
        autoComplete="off"
        maxLength={200}
      />
    </div>
  );
}
