import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The top-bar search. For now Enter goes to the results page (/search?q=…); a blank query does
 * nothing. The as-you-type dropdown comes with the search feature.
 */
export function SearchBox({
  id,
  className,
  autoFocus,
  onSubmitted,
}: {
  id: string;
  className?: string;
  autoFocus?: boolean;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname === '/search' ? (params.get('q') ?? '') : null;
  const [value, setValue] = useState(urlQuery ?? '');

  // Keep the box in step with the results page's query (back/forward, links).
  useEffect(() => {
    if (urlQuery !== null) setValue(urlQuery);
  }, [urlQuery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (q === '') return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
    onSubmitted?.();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the pattern every browser and screen reader supports.
    <form role="search" aria-label="Site search" className={clsx('relative', className)} onSubmit={onSubmit}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search resources, case studies, events…"
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: only used when the user explicitly opened the search row.
        autoFocus={autoFocus}
        className="input h-10 pl-9"
      />
    </form>
  );
}
