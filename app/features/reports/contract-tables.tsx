import type { ReactNode } from "react";
import { Reveal } from "~/components/layout/reveal";
import { Badge } from "~/components/ui/badge";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { HelpTooltip } from "~/components/ui/tooltip";
import { CHART_REVEAL_THRESHOLD } from "~/lib/timing";
import type { ContractTableView } from "./market-report.server";

type Row = ContractTableView["rows"][number];

type ContractTableProps = {
  caption: string;
  /** Headers and cells, formatted by the loader (marketReportView). */
  table: ContractTableView;
  note?: ReactNode;
  captionHidden?: boolean;
};

/**
 * On paper a table cannot scroll sideways: it drops its screen minimum width and
 * scroll box and tightens its cells and type, so every column prints within the page's width.
 */
const PRINT_WHOLE_TABLE =
  "print:[&_div]:overflow-visible print:[&_table]:min-w-0 print:[&_table]:text-[8.5pt] print:[&_td]:px-1.5 print:[&_td]:py-1 print:[&_th]:px-1.5 print:[&_th]:py-1";

/** A table of the week's contracts of one type; fades in once at 20 % visibility. */
export function ContractTable({ caption, table, note, captionHidden = false }: ContractTableProps) {
  const columns: DataTableColumn<Row>[] = table.columns.map((column, index) => ({
    header: (
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        {column.text}
        {column.help ? <HelpTooltip label={column.text} text={column.help} /> : null}
      </span>
    ),
    cell: (row) => {
      const cell = row.cells[index]!;
      return typeof cell === "string" ? cell : <Badge tone={cell.tone}>{cell.text}</Badge>;
    },
    numeric: column.numeric,
  }));
  return (
    <Reveal threshold={CHART_REVEAL_THRESHOLD} className={PRINT_WHOLE_TABLE}>
      <DataTable
        caption={caption}
        captionHidden={captionHidden}
        columns={columns}
        rows={table.rows}
        rowKey={(row) => row.key}
      />
      {note ? <p className="mt-2 text-sm text-slate-600">{note}</p> : null}
    </Reveal>
  );
}
