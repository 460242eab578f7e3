import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import { longDateRange } from "~/domain/archive";
import { quarterPdfPath, type FigureRow, type QuarterLink, type QuarterView } from "./quarter-view";
import type { QuarterSupply } from "./quarter-supply";
import { PeriodSupplySection } from "~/components/ui/period-supply-section";
import { useShellContent } from "~/lib/shell-content";

const linkClasses = "font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700";

function QuarterNav({ view }: { view: QuarterView }) {
  const step = (link: QuarterLink | null, words: string) =>
    link ? (
      <Link to={link.to} className={linkClasses}>
        {words} {link.label}
      </Link>
    ) : null;
  return (
    <nav aria-label="Other quarters" className="flex flex-wrap gap-x-6 gap-y-2 print:hidden">
      {step(view.older, "Before:")}
      {step(view.newer, "After:")}
      <Link to="/archive" className={linkClasses}>
        Every report in the archive
      </Link>
      <a href={quarterPdfPath(view.id)} className={linkClasses}>
        {view.label} as PDF
      </a>
    </nav>
  );
}

/** A quarterly report computed from the history of published weeks. No JavaScript. */
export function QuarterlyReportPage({ view, supply }: { view: QuarterView; supply: QuarterSupply }) {
  // The site's name as Settings saved it (decision 110), as the PDF's title names it.
  const { site } = useShellContent();
  return (
    <>
      <PageHero
        eyebrow="Quarterly Report"
        title={`${site.name}: ${view.label}`}
        intro={
          <>
            <p>
              {longDateRange(view.start, view.end)}. Every sale contract of the quarter, beside the quarter before and
              the same quarter a year earlier.
            </p>
            {view.sampleNotice ? (
              <p className="mt-1 text-base font-semibold" data-sample-notice>
                {view.sampleNotice}
              </p>
            ) : null}
          </>
        }
      />
      <PageSection id="quarter-figures" title={`${view.label} at a glance`}>
        <QuarterNav view={view} />
        <div className="mt-6">
          <DataTable<FigureRow>
            caption={`${view.label} beside ${view.previousLabel} and ${view.yearBeforeLabel}`}
            columns={[
              { header: "Measure", cell: (row) => row.label },
              { header: view.label, cell: (row) => row.now, numeric: true },
              { header: view.previousLabel, cell: (row) => row.previous, numeric: true },
              { header: "Change", cell: (row) => row.previousChange, numeric: true },
              { header: view.yearBeforeLabel, cell: (row) => row.yearBefore, numeric: true },
              { header: "Change", cell: (row) => row.yearBeforeChange, numeric: true },
            ]}
            rows={view.figures}
            rowKey={(row) => row.label}
          />
        </div>
      </PageSection>
      <PageSection id={supply.id} title={supply.title} intro={<p>{supply.intro}</p>} background="muted">
        <PeriodSupplySection supply={supply} />
      </PageSection>
      <PageSection id="quarter-bands" title="Sale contracts by price" background="muted">
        <DataTable
          caption={`Sale contracts by contract price, ${view.label} and ${view.yearBeforeLabel}`}
          columns={[
            { header: "Contract price", cell: (row: QuarterView["priceBands"][number]) => row.label },
            { header: view.label, cell: (row) => row.now, numeric: true },
            { header: view.yearBeforeLabel, cell: (row) => row.yearBefore, numeric: true },
          ]}
          rows={view.priceBands}
          rowKey={(row) => row.label}
        />
      </PageSection>
      <PageSection id="quarter-villages" title="Villages">
        <DataTable
          caption={`Sale contracts and median contract price by ZIP code area, ${view.label}`}
          columns={[
            { header: "Area", cell: (row: QuarterView["villages"][number]) => row.name },
            { header: "Sale contracts", cell: (row) => row.contracts, numeric: true },
            { header: "Median price", cell: (row) => row.medianPrice, numeric: true },
            {
              header: `Median price, ${view.yearBeforeLabel}`,
              cell: (row) => row.yearBeforeMedianPrice,
              numeric: true,
            },
            { header: "Change", cell: (row) => row.change, numeric: true },
          ]}
          rows={view.villages}
          rowKey={(row) => row.name}
        />
      </PageSection>
      <PageSection id="quarter-method" title="How these figures are computed" background="muted">
        <div className="max-w-3xl space-y-3 text-slate-700">
          <p>
            A contract counts in the quarter of its contract date. Sale contracts are every signed purchase contract of
            a single-family home, condominium, co-op, multi-family house or lot; leases are counted apart, and their
            monthly rents are in none of the sale figures.
          </p>
          <p>
            A median is the middle contract price (or price per above-grade square foot, or days on market) of the
            quarter&rsquo;s sale contracts; for an even count, the mean of the two middle ones. Price per square foot
            leaves out lots. A change is the difference from the earlier quarter in percent; a dash means there is none
            to give.
          </p>
          <p>{view.minimumRule}</p>
          <p>Source: the broker&rsquo;s published weekly contract reports, as corrected.</p>
        </div>
        <h3 className="mt-8 text-lg font-bold text-slate-900">Every quarter</h3>
        <ul className="mt-3 flex flex-wrap gap-3">
          {view.quarters.map((quarter) => (
            <li key={quarter.id}>
              <Link
                to={quarter.to}
                aria-current={quarter.id === view.id ? "page" : undefined}
                className="block rounded-lg border border-slate-200 bg-white px-3 py-2 font-medium text-blue-900 hover:border-blue-900 aria-[current=page]:border-blue-900 aria-[current=page]:bg-blue-50"
              >
                {quarter.label}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
