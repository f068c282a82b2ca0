import type { ReactNode } from 'react';
import { cardClass } from '../styles';

export interface ChartTable {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * A chart with its title and the table of the same numbers, which screen readers read instead
 * of the canvas (docs/product.md, "Admin: dashboard"). The table is in the page for everyone who
 * does not see the canvas; it is visually hidden, not removed.
 */
export function ChartFigure({
  id,
  title,
  children,
  table,
  empty,
}: {
  id: string;
  title: string;
  children: ReactNode;
  table: ChartTable;
  /** Said instead of the chart when there is nothing to draw. */
  empty?: string;
}) {
  return (
    <figure aria-labelledby={`${id}-title`} className={`${cardClass} min-w-0 p-4 sm:p-5`}>
      <figcaption id={`${id}-title`} className="mb-3 text-base font-bold text-ink-900">
        {title}
      </figcaption>
      {empty ? <p className="py-10 text-center text-sm text-ink-700">{empty}</p> : children}
      {/* A table will not shrink to the 1 px of sr-only itself: its box does. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
