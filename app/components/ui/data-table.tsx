import { useId, type ReactNode } from "react";
import { ScrollBox } from "./scroll-box";

export type DataTableColumn<Row> = {
  /** Header text. */
  header: ReactNode;
  /** The cell of a row; the first column is the row's header cell (<th scope="row">). */
  cell: (row: Row) => ReactNode;
  /** Right-align figures. */
  numeric?: boolean;
};

type DataTableProps<Row> = {
  caption: ReactNode;
  /** Hide the caption visually (it stays for screen readers) when a heading already says it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/**
 * An accessible table: <th scope="col"> headers, the first cell of each row a <th scope="row">, and
 * a caption that names it (aria-labelledby). The caption is a paragraph above the table at the
 * box's width, so on a phone it wraps instead of running under the columns out of sight. Scrolls
 * sideways inside its own box on narrow screens, never the page, with a cue where columns are hidden.
 */
export function DataTable<Row>({ caption, captionHidden = false, columns, rows, rowKey }: DataTableProps<Row>) {
  const captionId = useId();
  // A table of three columns or fewer fits a phone (a long figure or word wraps, never widens it): only
  // wider ones keep a minimum width and scroll.
  const wide = columns.length > 3;
  return (
    <ScrollBox
      labelledBy={captionId}
      fitsFrom={wide ? "36rem" : "0rem"}
      className="relative rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-sm"
    >
      <p
        id={captionId}
        className={captionHidden ? "sr-only" : "px-4 pt-4 text-left text-base font-semibold text-slate-900"}
      >
        {caption}
      </p>
      <table
        aria-labelledby={captionId}
        className={`w-full border-collapse text-left text-sm ${wide ? "min-w-[36rem]" : "[overflow-wrap:anywhere]"}`}
      >
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`border-b border-slate-200 px-4 py-3 font-semibold ${column.numeric ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={index}
                    className={`px-4 py-3 text-slate-700 ${column.numeric ? "text-right tabular-nums" : ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
