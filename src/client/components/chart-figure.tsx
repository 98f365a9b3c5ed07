import { clsx } from 'clsx';
import { Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A chart with its text alternative: the table is always there for screen readers (the drawing
 * is hidden from them), and "Show as table" puts it on screen in place of the drawing.
 */
export function ChartFigure({
  title,
  description,
  chart,
  table,
  className,
  headingLevel: Heading = 'h2',
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <figure aria-labelledby={titleId} className={clsx('min-w-0', className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </Heading>
        <button
          type="button"
          aria-pressed={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable((v) => !v)}
          className={clsx(
            'btn h-9 border px-3 py-1',
            asTable
              ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
              : 'border-border bg-surface text-ink hover:bg-subtle',
          )}
        >
          <Table2 className="size-4" aria-hidden="true" />
          Show as table
        </button>
      </div>
      {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
      <div className="mt-3">
        {asTable ? null : (
          <div aria-hidden="true" data-testid="chart-drawing">
            {chart}
          </div>
        )}
        <div id={tableId} className={asTable ? 'overflow-x-auto' : 'sr-only'}>
          {table}
        </div>
      </div>
    </figure>
  );
}
