import { useState } from 'react';
import { Link } from 'react-router';
import { AddSynonymDialog } from './add-synonym-dialog';

/** What to do about a search that found nothing: teach the library its words, or write the item. */
export function MissedSearchActions({ query }: { query: string }) {
  const [adding, setAdding] = useState(false);
  return (
    <span className="flex flex-wrap gap-x-3 text-xs">
      <button
        type="button"
        className="link"
        aria-label={`Add a synonym for “${query}”`}
        onClick={() => setAdding(true)}
      >
        Add a synonym
      </button>
      <Link
        to={`/admin/content/new?title=${encodeURIComponent(query)}`}
        className="link"
        aria-label={`Start a draft about “${query}”`}
      >
        Start a draft
      </Link>
      {adding ? <AddSynonymDialog query={query} onClose={() => setAdding(false)} /> : null}
    </span>
  );
}
