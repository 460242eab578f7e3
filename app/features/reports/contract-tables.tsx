import type { ReactNode } from "react";
import { Reveal } from "~/components/layout/reveal";
import { Badge } from "~/components/ui/badge";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { HelpTooltip } from "~/components/ui/tooltip";
import { formatDecimal, formatInteger, formatShortDate, formatUsd } from "~/lib/format";
import { CHART_REVEAL_THRESHOLD } from "~/lib/timing";
import type { ContractRow } from "./market-report.server";
import { formatContractPrice, formatMonthlyRent } from "./report-figures";

export type TableHelp = {
  address: string;
  contractDate: string;
  zone: string;
  acres: string;
  sqft: string;
  price: string;
  pricePerSqft: string;
  dom: string;
};

function Header({ text, help }: { text: string; help?: string }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      {text}
      {help ? <HelpTooltip label={text} text={help} /> : null}
    </span>
  );
}

const dash = "-";
const domCell = (row: ContractRow) => (
  <Badge tone={row.domTone}>
    {row.dom} {row.dom === 1 ? "day" : "days"}
  </Badge>
);

function columns(
  help: TableHelp | undefined,
  kind: "single-family" | "condo" | "rental",
): DataTableColumn<ContractRow>[] {
  const all: (DataTableColumn<ContractRow> | null)[] = [
    { header: <Header text="Address" help={help?.address} />, cell: (row) => row.address },
    {
      header: <Header text="Contract Date" help={help?.contractDate} />,
      cell: (row) => formatShortDate(row.contractDate),
    },
    { header: <Header text="Zone" help={help?.zone} />, cell: (row) => row.zone },
    kind === "single-family"
      ? {
          header: <Header text="Acres" help={help?.acres} />,
          cell: (row) => (row.acres === null ? dash : formatDecimal(row.acres, 2)),
          numeric: true,
        }
      : null,
    {
      header: <Header text="Sq Ft (Above Grade)" help={help?.sqft} />,
      cell: (row) => (row.sqft === null ? dash : formatInteger(row.sqft)),
      numeric: true,
    },
    {
      header: <Header text={kind === "rental" ? "Monthly Rent" : "Price"} help={help?.price} />,
      cell: (row) =>
        kind === "rental"
          ? formatMonthlyRent(row.price)
          : formatContractPrice(row.price, kind === "condo" ? "condo" : "default"),
      numeric: true,
    },
    kind === "rental"
      ? null
      : {
          header: <Header text="$/Sq Ft" help={help?.pricePerSqft} />,
          cell: (row) => (row.pricePerSqft === null ? dash : formatUsd(row.pricePerSqft)),
          numeric: true,
        },
    { header: <Header text="DOM" help={help?.dom} />, cell: domCell, numeric: true },
  ];
  return all.filter((column): column is DataTableColumn<ContractRow> => column !== null);
}

type ContractTableProps = {
  caption: string;
  rows: readonly ContractRow[];
  kind: "single-family" | "condo" | "rental";
  /** Help tooltips on the headers (the single-family table, spec 2). */
  help?: TableHelp;
  note?: ReactNode;
  captionHidden?: boolean;
};

/** A table of the week's contracts of one type; fades in once at 20 % visibility. */
export function ContractTable({ caption, rows, kind, help, note, captionHidden = false }: ContractTableProps) {
  return (
    <Reveal threshold={CHART_REVEAL_THRESHOLD}>
      <DataTable
        caption={caption}
        captionHidden={captionHidden}
        columns={columns(help, kind)}
        rows={rows}
        rowKey={(row) => `${row.address}-${row.contractDate}`}
      />
      {note ? <p className="mt-2 text-sm text-slate-600">{note}</p> : null}
    </Reveal>
  );
}
