import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import type { Ref } from 'react';
import { comboboxProps, type SearchCombobox } from '../../features/search/search-combobox';

const inputClass = 'input h-10 pl-9 [&::-webkit-search-cancel-button]:cursor-pointer';

/** The search form: one labelled combobox input (the same on desktop and in the overlay). */
export function SearchField({
  box,
  id,
  expanded,
  inputRef,
  className,
  autoFocus,
  onFocus,
  onBlur,
  placeholder = 'Search resources, case studies, events…',
  keyShortcuts,
}: {
  box: SearchCombobox;
  id: string;
  expanded: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  autoFocus?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  placeholder?: string;
  keyShortcuts?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the pattern every browser and screen reader supports.
    <form
      role="search"
      aria-label="Site search"
      className={clsx('relative', className)}
      onSubmit={box.onSubmit}
    >
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={box.value}
        onChange={(e) => box.setValue(e.target.value)}
        onKeyDown={box.onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        placeholder={placeholder}
        aria-keyshortcuts={keyShortcuts}
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: only in the overlay the member just opened to search.
        autoFocus={autoFocus}
        className={inputClass}
        {...comboboxProps(box, expanded)}
      />
    </form>
  );
}
