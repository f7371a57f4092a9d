import type { Key, ReactNode } from 'react';

export interface ResponsiveTableColumn<Row> {
  /** the header, and each cell's data-label (what a stacked cell shows as its name) */
  label: string;
  cell: (row: Row) => ReactNode;
  /** the cell's class, if any */
  className?: string;
}

export interface ResponsiveTableProps<Row> {
  /** the app's table class: its CSS turns each row into a card on narrow screens */
  className: string;
  /** read by screen readers only */
  caption: string;
  columns: ReadonlyArray<ResponsiveTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
}

/**
 * A table whose cells carry their column's name (data-label), so an app's CSS can stack each row
 * into a card under a width, with the header row hidden, and nothing scrolls sideways on a phone.
 */
export function ResponsiveTable<Row>({ className, caption, columns, rows, rowKey }: ResponsiveTableProps<Row>) {
  return (
    <table className={className}>
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
