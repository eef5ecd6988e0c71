import { flexRender, type RowData, type Table } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { TableScroll } from './table-scroll';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the library's declaration names both
  interface ColumnMeta<TData extends RowData, TValue> {
    /** classes for the column's header and cells, e.g. a fixed width or 'whitespace-nowrap' */
    className?: string;
  }
}

type TDataTableProps<T> = {
  table: Table<T>;
  caption: string;
  /** the table scrolls sideways below this width, e.g. 'min-w-[56rem]'; '' for a table that fits a phone */
  minWidth?: string;
  rowClassName?: (row: T) => string | undefined;
};

/**
 * Renders a TanStack table (headers, rows) in the admin style, scrolling sideways in its own box on
 * narrow screens; the caption is for screen readers.
 */
export function DataTable<T>({ table, caption, minWidth = 'min-w-[48rem]', rowClassName }: TDataTableProps<T>) {
  return (
    <TableScroll label={caption}>
      <table className={clsx('w-full text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={clsx('px-4 py-3 text-start font-semibold', header.column.columnDef.meta?.className)}
                >
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowClassName?.(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={clsx('px-4 py-3 align-middle', cell.column.columnDef.meta?.className)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
