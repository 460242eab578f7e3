import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import type { StaleListingRow, StaleListingWatch } from "./stale-listing-watch";

function StaleTable({
  watch,
  rows,
  caption,
}: {
  watch: StaleListingWatch;
  rows: readonly StaleListingRow[];
  caption: string;
}) {
  const { columns } = watch;
  return (
    <DataTable<StaleListingRow>
      caption={caption}
      captionHidden
      columns={[
        { header: columns.address, cell: (row) => row.address },
        { header: columns.type, cell: (row) => row.type },
        { header: columns.listDate, cell: (row) => row.listDate },
        { header: columns.originalPrice, cell: (row) => row.originalPrice, numeric: true },
        { header: columns.price, cell: (row) => row.price, numeric: true },
        { header: columns.cuts, cell: (row) => row.cuts, numeric: true },
        { header: columns.totalCut, cell: (row) => row.totalCut, numeric: true },
        { header: columns.daysOnMarket, cell: (row) => row.daysOnMarket, numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.mls}
    />
  );
}

/**
 * The stale listing watch (decision 153): the week's listings for sale after two or more cuts, the
 * first ten in a table and the rest in a <details>, so the whole list is in the first HTML.
 */
export function StaleListingWatchSection({ watch }: { watch: StaleListingWatch }) {
  return (
    <div className="space-y-4" data-stale-watch={watch.status}>
      <p className="text-slate-800">{watch.message}</p>
      {watch.shown.length > 0 ? <StaleTable watch={watch} rows={watch.shown} caption={watch.caption} /> : null}
      {watch.rest.length > 0 ? (
        <details className="rounded-2xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-blue-900">{watch.moreLabel}</summary>
          <div className="mt-4">
            <StaleTable watch={watch} rows={watch.rest} caption={`${watch.caption} (continued)`} />
          </div>
        </details>
      ) : null}
      <p>
        <Link
          to={watch.dashboard.to}
          className="font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700"
        >
          {watch.dashboard.text}
        </Link>
      </p>
      {watch.sampleNote ? (
        <p className="text-sm text-slate-700" data-section-sample-notice>
          {watch.sampleNote}
        </p>
      ) : null}
    </div>
  );
}
