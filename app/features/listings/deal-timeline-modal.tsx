import { Copy } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Modal } from "~/components/ui/modal";
import { formatDecimal, formatInteger, formatLongDate, formatPercent, formatUsd } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { listingBadges } from "./aggregates";
import type { Figure } from "~/domain/measures";
import { daysText } from "./days";
import { writeToClipboard } from "./clipboard";
import type { Listing } from "./listing-record";
import { ListingBadgeList } from "./listing-badges";
import { openHouseNote } from "./timeline";

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-1.5 last:border-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-blue-900 uppercase">{title}</h3>
      <dl className="mt-1 text-sm">{children}</dl>
    </div>
  );
}

const dateOrDash = (isoDate: string | null) => (isoDate ? formatLongDate(isoDate) : "None");
const daysOrDash = (days: number | null) => (days === null || days === 0 ? "None" : daysText(days));
/** A figure the export did not give: a dash on screen, its meaning read out (decision 157). */
function NotRecorded() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">not recorded</span>
    </>
  );
}
const sqft = (value: number | null) => (value === null ? <NotRecorded /> : `${formatInteger(value)} sq ft`);
const perSf = (value: number | null) => (value === null ? <NotRecorded /> : formatUsd(value));

/** The Deal Timeline of one listing: dates and prices, open-house note, size, tax and HOA, MLS number (copyable), firm and agent. */
export function DealTimelineModal({
  row,
  medianAdom,
  onClose,
  closeHref,
}: {
  row: Listing | null;
  /** Median ADOM of the listings shown, for the fast badge. */
  medianAdom: Figure;
  onClose: () => void;
  /** The address of the dashboard without the dialog. */
  closeHref: string;
}) {
  const hydrated = useHydrated();
  const [copyStatus, setCopyStatus] = useState("");
  const close = () => {
    setCopyStatus("");
    onClose();
  };
  return (
    <Modal
      open={row !== null}
      onClose={close}
      closeHref={closeHref}
      title={row ? `Deal Timeline: ${row.address}` : "Deal Timeline"}
    >
      {row ? (
        <div className="space-y-5">
          <p className="text-sm text-slate-700">
            {row.type} · {row.status} · {row.district} {row.zip} · Zoning {row.zoning || "not given"}
            {row.lotAcres !== null ? ` · ${formatDecimal(row.lotAcres, 2)} acres` : ""}
          </p>
          <ListingBadgeList badges={listingBadges(row, medianAdom)} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Group title="Timeline">
              <Field term="Listed">{formatLongDate(row.listDate)}</Field>
              <Field term="Contract">{formatLongDate(row.contractDate)}</Field>
              <Field term="Pending">{dateOrDash(row.pendingDate)}</Field>
              <Field term="Closed">{dateOrDash(row.closedDate)}</Field>
              <Field term="ADOM / CDOM at contract">
                {formatInteger(row.adom)} / {formatInteger(row.cdom)} days
              </Field>
              <Field term="Contract to pending">{daysOrDash(row.contractToPendingDays)}</Field>
              <Field term="Contract to close">{daysOrDash(row.contractToCloseDays)}</Field>
              <Field term="Last open house">{dateOrDash(row.lastOpenHouseDate)}</Field>
            </Group>
            <Group title="Prices">
              <Field term="Original ask">{formatUsd(row.originalAsk)}</Field>
              <Field term="List at contract">{formatUsd(row.listPrice)}</Field>
              <Field term="Cut, ask to contract">{formatPercent(row.cutPercent)}</Field>
              <Field term="Reductions">{formatInteger(row.reductions)}</Field>
              <Field term="Total reduction">{formatUsd(row.totalReduction)}</Field>
              <Field term="Price band">{row.band}</Field>
            </Group>
            <Group title="Size">
              <Field term="Above grade">{sqft(row.sfAboveGrade)}</Field>
              <Field term="Lower level">{sqft(row.llSf)}</Field>
              <Field term="Attic">{sqft(row.atticSf)}</Field>
              <Field term="$/SF above grade">{perSf(row.pricePerSf)}</Field>
              <Field term="$/SF adjusted">{perSf(row.adjustedPricePerSf)}</Field>
            </Group>
            <Group title="Tax and HOA">
              <Field term="Taxes (annual)">{formatUsd(row.taxesAnnual)}</Field>
              <Field term="HOA (monthly)">{formatUsd(row.hoaMonthly)}</Field>
            </Group>
          </div>
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-slate-900">{openHouseNote(row)}</p>
          <Group title="Listing">
            <Field term="Listing firm">{row.firm}</Field>
            <Field term="Listing agent">{row.agent}</Field>
            <Field term="MLS #">
              <span className="inline-flex items-center gap-2">
                {row.mls}
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() =>
                      void writeToClipboard(row.mls).then((ok) =>
                        setCopyStatus(ok ? `Copied MLS # ${row.mls}` : "Your browser did not allow copying"),
                      )
                    }
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-blue-900 px-3 text-sm font-semibold text-blue-900 hover:bg-blue-50"
                  >
                    <Copy aria-hidden="true" className="size-4" /> Copy MLS #
                  </button>
                ) : null}
              </span>
            </Field>
          </Group>
          <p role="status" className="min-h-5 text-sm font-semibold text-emerald-700">
            {copyStatus}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
