import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { SelectField } from "~/components/ui/field";
import { PageHero } from "~/components/ui/page-hero";
import { PageSection } from "~/components/ui/page-section";
import type { MarketTrendsPageData } from "./market-trends-page.server";
import { TrendChart } from "./trend-chart";
import { trendsContent } from "./trends-content";

type FieldOption = { value: string; label: string; group: string | null };

/** A field's options in their groups, in order (a field without groups is one group named null). */
function optionGroups(options: readonly FieldOption[]): [string | null, FieldOption[]][] {
  const groups: [string | null, FieldOption[]][] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last[0] === option.group) last[1].push(option);
    else groups.push([option.group, [option]]);
  }
  return groups;
}

/** /market-trends: the GET form, the newest week's figures, the chart with its table and download, the methodology. */
export function MarketTrendsPage({ view }: { view: MarketTrendsPageData }) {
  const { headline, chart } = view;
  const methodology = trendsContent.methodology;
  return (
    <>
      <PageHero
        eyebrow={trendsContent.eyebrow}
        title={trendsContent.title}
        intro={
          <>
            <p>{trendsContent.intro}</p>
            <p className="mt-2 text-base">{view.coverage}</p>
            {view.sampleNotice ? (
              <p className="mt-1 text-base font-semibold" data-sample-notice>
                {view.sampleNotice}
              </p>
            ) : null}
          </>
        }
      />

      <div className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          {view.notices.length > 0 ? (
            <div className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900" data-query-notices>
              <h2 className="text-base font-semibold">{trendsContent.noticesHeading}</h2>
              <ul className="mt-1 list-disc pl-5">
                {view.notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <form method="get" action="/market-trends" aria-label={trendsContent.form.heading}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {view.form.fields.map((field) => (
                <SelectField
                  key={field.name}
                  id={`trends-${field.name}`}
                  label={field.label}
                  name={field.name}
                  defaultValue={field.selected}
                >
                  {optionGroups(field.options).map(([group, options]) =>
                    group === null ? (
                      options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))
                    ) : (
                      <optgroup key={group} label={group}>
                        {options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </optgroup>
                    ),
                  )}
                </SelectField>
              ))}
            </div>
            <button type="submit" className={`mt-4 ${buttonClasses("primary")}`}>
              {trendsContent.form.submit}
            </button>
          </form>
        </div>
      </div>

      {headline.title ? (
        <PageSection id={trendsContent.headline.id} title={headline.title} intro={headline.intro} background="muted">
          {headline.groups.map((group) => (
            <section key={group.source} aria-labelledby={`newest-${group.source}`} className="mt-6 first:mt-0">
              <h3 id={`newest-${group.source}`} className="text-lg font-bold text-slate-900">
                {group.label}
              </h3>
              {group.source === "listings" && headline.condition ? (
                <p className="mt-1 text-slate-700" data-market-condition>
                  {headline.condition} <span className="text-sm text-slate-600">{headline.conditionRule}</span>
                </p>
              ) : null}
              <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
                {group.items.map((item) => (
                  <li
                    key={item.measure}
                    className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                    data-measure={item.measure}
                  >
                    <h4 className="text-sm font-medium text-slate-600">{item.label}</h4>
                    <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{item.value}</p>
                    <dl className="mt-3 space-y-1 text-sm">
                      <div className="flex justify-between gap-3">
                        <dt className="text-slate-600">{trendsContent.headline.rolling13}</dt>
                        <dd className="text-right font-medium text-slate-900 tabular-nums">{item.rolling13}</dd>
                      </div>
                      <div className="flex justify-between gap-3">
                        <dt className="text-slate-600">{trendsContent.headline.rolling52}</dt>
                        <dd className="text-right font-medium text-slate-900 tabular-nums">{item.rolling52}</dd>
                      </div>
                      <div className="flex justify-between gap-3">
                        <dt className="text-slate-600">{trendsContent.headline.rolling52YearAgo}</dt>
                        <dd className="text-right font-medium text-slate-900 tabular-nums">{item.rolling52YearAgo}</dd>
                      </div>
                      {item.change ? (
                        <div className="flex justify-between gap-3">
                          <dt className="text-slate-600">{trendsContent.headline.change}</dt>
                          <dd className="text-right font-medium text-slate-900 tabular-nums">{item.change}</dd>
                        </div>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </PageSection>
      ) : null}

      <PageSection id={trendsContent.chart.id} title={chart.heading} intro={chart.intro}>
        <TrendChart
          title={chart.title}
          description={chart.description}
          geometry={chart.geometry}
          legend={chart.legend}
          sampleEndLabel={chart.sampleEndLabel}
          columns={chart.columns}
          rows={chart.rows}
          tableSummary={chart.tableSummary}
          emptyText={chart.emptyText}
        />
        <p className="mt-6 print:hidden">
          <ButtonLink to={chart.csvHref} download variant="secondary">
            {trendsContent.chart.download}
          </ButtonLink>
        </p>
        <p className="mt-2 text-sm text-slate-600 print:hidden">{trendsContent.chart.downloadHint}</p>
      </PageSection>

      <PageSection id={methodology.id} title={methodology.title} background="muted">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>{methodology.source}</p>
          {view.sampleNotice ? <p>{methodology.sample}</p> : null}
          <p>{methodology.leases}</p>
          <dl className="space-y-3">
            {methodology.measures.map((measure) => (
              <div key={measure.term}>
                <dt className="font-semibold text-slate-900">{measure.term}</dt>
                <dd>{measure.definition}</dd>
              </div>
            ))}
          </dl>
          <p>{methodology.rolling}</p>
          <p>{methodology.yearAgo}</p>
          <p>{methodology.empty}</p>
          <p>{methodology.minimum}</p>
          <p>{methodology.segments}</p>
          <p>{methodology.rounding}</p>
        </div>
      </PageSection>
    </>
  );
}
