import { useQuery } from '@tanstack/react-query';
import { FilterSelect, optionsWithAll } from './filter-select';
import { filtersQuery } from './queries';

type FilterField = 'topics' | 'industries' | 'headcounts';

const LABELS: Record<FilterField, { label: string; all: string }> = {
  topics: { label: 'Topic', all: 'All topics' },
  industries: { label: 'Industry', all: 'All industries' },
  headcounts: { label: 'Company Size', all: 'All company sizes' },
};

/** A filter whose values come from the library itself (GET /api/content/filters, cached). */
export function LibraryFilter({
  field,
  value,
  onChange,
}: {
  field: FilterField;
  value: string;
  onChange: (value: string) => void;
}) {
  const filters = useQuery(filtersQuery);
  const { label, all } = LABELS[field];
  return (
    <FilterSelect
      label={label}
      value={value}
      options={optionsWithAll(all, filters.data?.[field] ?? [])}
      onChange={onChange}
    />
  );
}
