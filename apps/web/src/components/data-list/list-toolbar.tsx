import { Card, CardContent } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SearchInput, type SearchInputProps } from './search-input';

export type ListFilterSelectProps<F extends string> = {
  value: F;
  options: readonly { value: F; label: string }[];
  /** The select's accessible name. */
  label: string;
  /** The select's width from the `sm` breakpoint up, e.g. 'sm:w-52'. */
  width: string;
  onChange: (value: F) => void;
};

function ListFilterSelect<F extends string>({ filter }: { filter: ListFilterSelectProps<F> }) {
  return (
    <div className={`w-full ${filter.width}`}>
      {/* The select only ever offers the options' values, so its text is one of them. */}
      <Select value={filter.value} onValueChange={(value) => filter.onChange(value as F)}>
        <SelectTrigger aria-label={filter.label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {filter.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The card above a list: the search box, one filter select and optionally a second one (the source). */
export function ListToolbar<F extends string, S extends string = string>({
  search,
  filter,
  secondFilter,
}: {
  search: SearchInputProps;
  filter: ListFilterSelectProps<F>;
  secondFilter?: ListFilterSelectProps<S>;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput {...search} />
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {secondFilter ? <ListFilterSelect filter={secondFilter} /> : null}
          <ListFilterSelect filter={filter} />
        </div>
      </CardContent>
    </Card>
  );
}
