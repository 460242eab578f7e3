import { Crown, KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { daysOnMarketTone } from "~/lib/colour-rules";
import { formatInteger, formatPercent, formatSignedPercent, formatUsd, formatUsdCompact } from "~/lib/format";
import { yearlyPage } from "~content/yearly/yearly-page";
import type { luxuryFigures, rentalFigures } from "./yearly-review";

const text = yearlyPage.segments;

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-blue-100">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-blue-100">{detail}</dd> : null}
    </div>
  );
}

function Panel({
  title,
  icon,
  children,
  notes,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  notes: readonly string[];
}) {
  return (
    <article className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg sm:p-8">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-lg bg-amber-400 text-slate-950">
          {icon}
        </span>
        <h3 className="text-xl font-semibold">{title}</h3>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-6">{children}</dl>
      <ul className="mt-6 list-disc space-y-2 border-t border-white/15 pt-5 pl-5 text-blue-100">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </article>
  );
}

/** A days-on-market figure with its spec 4 word, on the navy panels (light text, so no tone colour). */
function daysWithWord(days: number): string {
  return `${formatInteger(days)} (${yearlyPage.zones.toneShort[daysOnMarketTone(days)]})`;
}

/** The luxury and rental panels of the yearly summary. */
export function SegmentPanels({
  luxury,
  rental,
  previousYear,
}: {
  luxury: ReturnType<typeof luxuryFigures>;
  rental: ReturnType<typeof rentalFigures>;
  previousYear: number;
}) {
  const leaseChange =
    rental.changePercent === null
      ? undefined
      : text.leasesChange(formatSignedPercent(rental.changePercent), previousYear);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={luxury.title} icon={<Crown className="size-5" />} notes={luxury.notes}>
        <Figure
          label={text.luxurySales}
          value={formatInteger(luxury.sales)}
          detail={text.luxuryShare(formatPercent(luxury.sharePercent))}
        />
        <Figure label={text.medianSalePrice} value={formatUsdCompact(luxury.medianSalePrice)} />
        <Figure label={text.averageDom} value={daysWithWord(luxury.averageDaysOnMarket)} />
        <Figure label={text.saleToList} value={formatPercent(luxury.saleToListPercent)} />
      </Panel>
      <Panel title={rental.title} icon={<KeyRound className="size-5" />} notes={rental.notes}>
        <Figure label={text.leases} value={formatInteger(rental.leases)} detail={leaseChange} />
        <Figure label={text.medianRent} value={formatUsd(rental.medianMonthlyRent)} />
        <Figure label={text.averageDom} value={daysWithWord(rental.averageDaysOnMarket)} />
      </Panel>
    </div>
  );
}
