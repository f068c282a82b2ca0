import type { ReactNode } from 'react';
import { cardClass } from '../../../components/styles';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Added to the cell's class, such as 'break-all' for an email. */
  className?: string;
}

interface WideTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Number of the first row in the '#' column, for later pages. */
  first: number;
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-700 uppercase';
const td = 'px-4 py-3 text-sm text-ink-800';

/**
 * The numbered table of the agent and My Agents screens, on wide screens only: on a phone the
 * screens show a card per row instead.
 */
export function WideTable<Row>({ columns, rows, rowKey, first }: WideTableProps<Row>) {
  return (
    <div className={`${cardClass} hidden overflow-x-auto md:block`}>
      <table className="w-full">
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            <th scope="col" className={th}>
              #
            </th>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={th}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row)}>
              <td className={td}>{first + rowIndex}</td>
              {columns.map((column, index) => (
                <td key={index} className={column.className ? `${td} ${column.className}` : td}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
