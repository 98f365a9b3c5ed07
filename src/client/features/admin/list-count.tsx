/**
 * The line above a console list that says how many records match, read out when it changes. While
 * the first page loads it says the page's own loading text.
 */
export function ListCount({
  loading,
  total,
  one,
  many,
  loadingText,
}: {
  loading: boolean;
  total: number;
  /** The record's name for one, and for any other number: "member", "members". */
  one: string;
  many: string;
  loadingText: string;
}) {
  return (
    <p className="mb-2 text-sm text-muted" aria-live="polite">
      {loading ? loadingText : `${total} ${total === 1 ? one : many}`}
    </p>
  );
}
