import type { ReactNode } from 'react';

export const tableClass = 'w-full border-collapse text-left text-sm';
export const thClass = 'border-b border-border px-3 py-2 font-semibold text-ink';
export const tdClass = 'border-b border-border px-3 py-2 text-ink';

/** A column of a chart's table: a numeric one puts its heading on the right, over its numbers. */
export interface ChartTableColumn {
  label: string;
  numeric?: boolean;
}

/**
 * The table that stands for a chart: a caption for screen readers (the figure's heading already
 * names it on screen), one heading per column, then the chart's rows. A column given as `false`
 * is left out, so a table can show a column only when the chart has that series.
 */
export function ChartTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: ReadonlyArray<ChartTableColumn | false>;
  children: ReactNode;
}) {
  return (
    <table className={tableClass}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) =>
            column === false ? null : (
              <th key={i} scope="col" className={column.numeric ? `${thClass} text-right` : thClass}>
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
