import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * The "Website" picker of the per-website pages (a page header's action): one of the owner's websites, by name.
 * The page keeps the choice (usually in the URL's `?website=`). `allOption` adds a first entry that stands for
 * every website (analytics' "All websites"); its value must not be a website id.
 */
export function WebsiteSelect({
  websites,
  value,
  onChange,
  placeholder,
  allOption,
  disabled,
  className = 'w-56',
}: {
  websites: { id: string; name: string }[];
  value: string | null;
  onChange: (websiteId: string) => void;
  placeholder?: string;
  allOption?: { value: string; label: string };
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {/* '' rather than undefined when nothing is chosen: the select stays controlled and shows the placeholder. */}
      <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger aria-label="Website">
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {allOption ? <SelectItem value={allOption.value}>{allOption.label}</SelectItem> : null}
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
