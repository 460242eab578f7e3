// The yearly review's loader (decision 140): the newest year the history holds completely, or the
// one `?year=` names; a year it does not hold is a 404 naming those it does. Every figure from the
// history (the trends' and quarterly reports' MarketHistory), the broker's words from the studio.
import { yearSupply } from "./year-supply";
import { data } from "react-router";
import { marketHistory } from "~/server/history-source.server";
import { weeksDatabase } from "~/server/week-store.server";
import { completeYears } from "~/domain/quarters";
import { DEFAULT_YEAR_FILTER, isYearFilter, parseYear, yearReport } from "./year-figures";
import { TYPE_PARAM, YEAR_PARAM, yearHref, yearView } from "./year-view";
import { readYearWords } from "./year-words-store.server";

export type YearNotFound = { path: string; lead: string; years: { label: string; to: string }[] };

/**
 * The page's view; `inlineHtml` turns a paragraph of the broker's inline Markdown into safe HTML
 * (the weekly report's renderer, which the route passes in).
 */
export async function yearlyLoader(
  url: URL,
  context: Parameters<typeof marketHistory>[0],
  inlineHtml: (markdown: string) => string,
) {
  const history = await marketHistory(context);
  const years = completeYears(history);
  const asked = url.searchParams.get(YEAR_PARAM);
  const year = asked === null ? years[0] : parseYear(asked);
  if (year === undefined || year === null || !years.includes(year)) {
    throw data<YearNotFound>(
      {
        path: `${url.pathname}${url.search}`,
        lead:
          asked === null
            ? "The history does not hold a whole year yet."
            : `There is no yearly review for "${asked}": the history does not hold that whole year. These years have one:`,
        years: years.map((held) => ({ label: String(held), to: yearHref(held, years[0]!) })),
      },
      { status: 404 },
    );
  }
  // An unknown property type shows every sale, as an unknown filter always has: the filter is a view, not a resource.
  const type = url.searchParams.get(TYPE_PARAM);
  const filter = type !== null && isYearFilter(type) ? type : DEFAULT_YEAR_FILTER;
  const words = await readYearWords(weeksDatabase(context), year);
  return {
    ...yearView({
      report: yearReport(history.contracts, year, history.coverage.contracts, filter),
      years,
      sample: history.sample,
      words: { summary: words.summary.map(inlineHtml), outlook: words.outlook.map(inlineHtml) },
    }),
    // The year's homes for sale and sales from the history's listings (decision 138); the page's one
    // sample sentence covers the years they compare, so the section says none of its own (decision 136).
    supply: { ...yearSupply(history, year), sampleNote: null },
  };
}

export type YearlyPageData = Awaited<ReturnType<typeof yearlyLoader>>;
