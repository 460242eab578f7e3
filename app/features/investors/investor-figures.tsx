import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import { StatCard } from "~/components/ui/stat-card";
import type { Tone } from "~/lib/colour-rules";
import type { InvestorStat, RentalMarketPageView, ZipHotspotsPageView } from "./investor-page-view";

/** The hero's introduction and, under it, the period and number of contracts it is computed from. */
export function PeriodIntro({ intro, period }: { intro: string; period: string }) {
  return (
    <>
      <p>{intro}</p>
      <p className="mt-3 text-base text-blue-200">{period}</p>
    </>
  );
}

/** Headline figures in a grid (the grid's columns come from the page). */
export function StatCardList({ stats, className }: { stats: readonly InvestorStat[]; className: string }) {
  return (
    <ul className={className}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatCard
            label={stat.label}
            value={stat.value}
            detail={stat.detail}
            detailTone={stat.detailTone}
            className="h-full"
          />
        </li>
      ))}
    </ul>
  );
}

type Days = { avgDom: string; domTone: Tone };

const daysColumn = (header: string) => ({
  header,
  cell: (row: Days) => <Badge tone={row.domTone}>{row.avgDom}</Badge>,
  numeric: true,
});

export function RentsByZipTable({ caption, rows }: { caption: string; rows: RentalMarketPageView["byZip"] }) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={(zip) => zip.key}
      columns={[
        { header: "ZIP code", cell: (zip) => zip.key },
        { header: "Area", cell: (zip) => zip.area },
        { header: "Rentals", cell: (zip) => zip.count, numeric: true },
        { header: "Average rent", cell: (zip) => zip.avgRent, numeric: true },
        { header: "Rent per sq ft", cell: (zip) => zip.rentPerSqft, numeric: true },
        daysColumn("Average DOM"),
      ]}
    />
  );
}

export function RentalsTable({ caption, rows }: { caption: string; rows: RentalMarketPageView["rentals"] }) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={(rental) => rental.key}
      columns={[
        { header: "Address", cell: (rental) => rental.address },
        { header: "ZIP code", cell: (rental) => rental.zip },
        { header: "Contract date", cell: (rental) => rental.contractDate },
        { header: "Sq ft", cell: (rental) => rental.sqft, numeric: true },
        { header: "Monthly rent", cell: (rental) => rental.rent, numeric: true },
        {
          header: "DOM",
          cell: (rental) => <Badge tone={rental.domTone}>{rental.dom}</Badge>,
          numeric: true,
        },
      ]}
    />
  );
}

type SaleRow = Pick<
  ZipHotspotsPageView["types"][number],
  "count" | "avgPrice" | "avgPricePerSqft" | "avgDom" | "domTone"
>;

// A ZIP code's row and a property type's row carry the same figures after their name.
const saleColumns = [
  { header: "Sales", cell: (row: SaleRow) => row.count, numeric: true },
  { header: "Average price", cell: (row: SaleRow) => row.avgPrice, numeric: true },
  { header: "Average $/sq ft", cell: (row: SaleRow) => row.avgPricePerSqft, numeric: true },
  daysColumn("Average DOM"),
];

export function ZipSalesTable({ caption, rows }: { caption: string; rows: ZipHotspotsPageView["zips"] }) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={(zip) => zip.key}
      columns={[
        { header: "ZIP code", cell: (zip) => zip.key },
        { header: "Area", cell: (zip) => zip.area },
        ...saleColumns,
      ]}
    />
  );
}

export function TypeSalesTable({ caption, rows }: { caption: string; rows: ZipHotspotsPageView["types"] }) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={(type) => type.key}
      columns={[{ header: "Property type", cell: (type) => type.label }, ...saleColumns]}
    />
  );
}
