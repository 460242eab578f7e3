import { DataTable } from "~/components/ui/data-table";
import type { PriceSegmentRow } from "~content/audiences/investor";

type Headers = Record<keyof PriceSegmentRow, string>;

/** The investor table by price segment (spec "Audience pages"). */
export function PriceSegmentTable({
  rows,
  caption,
  headers,
}: {
  rows: readonly PriceSegmentRow[];
  caption: string;
  headers: Headers;
}) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={(row) => row.segment}
      columns={[
        { header: headers.segment, cell: (row) => row.segment },
        { header: headers.typicalProperty, cell: (row) => row.typicalProperty },
        { header: headers.grossRentalYield, cell: (row) => row.grossRentalYield, numeric: true },
        { header: headers.demand, cell: (row) => row.demand },
        { header: headers.bestFor, cell: (row) => row.bestFor },
      ]}
    />
  );
}
