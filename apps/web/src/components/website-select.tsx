import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * The "Website" picker of the per-website pages (a page header's action): one of the owner's websites, by name.
 * The page keeps the choice (usually in the URL's `?website=`).
 */
export function WebsiteSelect({
  websites,
  value,
  onChange,
  placeholder,
  className = 'w-56',
}: {
  websites: { id: string; name: string }[];
  value: string | null;
  onChange: (websiteId: string) => void;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Select value={value ?? undefined} onValueChange={onChange}>
        <SelectTrigger aria-label="Website">
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {websites.map((website) => (
            <SelectItem key={website.id} value={website.id}>
              {website.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
