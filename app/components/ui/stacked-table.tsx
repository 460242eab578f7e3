import type { DataTableColumn } from "./data-table";

/**
 * A table that fits a phone (the same props as DataTable): from the sm breakpoint up an
 * ordinary table; below it each row is a stack of "header: value" lines (CSS repeats the column's
 * header from data-label), so no column and no button is out of sight at 375 px.
 */
export function StackedTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const cellClasses =
    "px-4 py-3 align-top max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]";
  // Explicit roles: display: block on table parts drops their table semantics in some browsers.
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm sm:overflow-x-auto">
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
        <caption
          className={
            captionHidden ? "sr-only" : "px-4 pt-4 text-left text-base font-semibold text-slate-900 max-sm:block"
          }
        >
          {caption}
        </caption>
        <thead role="rowgroup" className="bg-slate-50 text-slate-700 max-sm:sr-only">
          <tr role="row">
            {columns.map((column, index) => (
              <th
                key={index}
                role="columnheader"
                scope="col"
                className={`border-b border-slate-200 px-4 py-3 font-semibold ${column.numeric ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map((row) => (
            <tr
              role="row"
              key={rowKey(row)}
              className="border-b border-slate-100 last:border-0 max-sm:block max-sm:py-2"
            >
              {columns.map((column, index) => {
                const label = typeof column.header === "string" ? column.header : undefined;
                return index === 0 ? (
                  <th
                    key={index}
                    role="rowheader"
                    scope="row"
                    data-label={label}
                    className={`${cellClasses} font-medium break-words text-slate-900`}
                  >
                    <div className="min-w-0 max-sm:flex-1">{column.cell(row)}</div>
                  </th>
                ) : (
                  <td
                    key={index}
                    role="cell"
                    data-label={label}
                    className={`${cellClasses} text-slate-700 ${column.numeric ? "tabular-nums sm:text-right" : ""}`}
                  >
                    <div className="min-w-0 max-sm:flex-1">{column.cell(row)}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}
