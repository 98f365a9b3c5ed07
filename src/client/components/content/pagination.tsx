import { pageList } from '@shared/domain/pagination';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium transition-colors';

/**
 * Page links: every page up to 5, otherwise the first, the last and the current
 * page's neighbours with ellipses. Nothing is rendered for a single page.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const items = pageList(current, totalPages);
  return (
    <nav aria-label={label} className={clsx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={clsx(
              cell,
              'gap-1 text-ink hover:bg-subtle disabled:pointer-events-none disabled:opacity-50',
            )}
            onClick={() => onPageChange(current - 1)}
            disabled={current <= 1}
            aria-label="Previous page"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className={clsx(cell, 'px-1 text-muted')}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={clsx(
                  cell,
                  item === current
                    ? 'bg-primary text-primary-foreground'
                    : 'border border-border bg-surface text-ink hover:bg-subtle',
                )}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== current && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={clsx(
              cell,
              'gap-1 text-ink hover:bg-subtle disabled:pointer-events-none disabled:opacity-50',
            )}
            onClick={() => onPageChange(current + 1)}
            disabled={current >= totalPages}
            aria-label="Next page"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
