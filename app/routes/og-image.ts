import { CACHE_CONTROL } from "~/server/cache-control.server";
import { daysText, SALE_CONTRACT_NOUN } from "~/domain/report-figures";
import { weeklyFeedItems } from "~/features/reports/market-report.server";
import { notFoundPage } from "~/server/not-found-response.server";
import { formatPriceRange } from "~/domain/report-figures";
import { publishedWeeks, weeksDatabase } from "~/server/week-store.server";
import type { WeeklyReportData } from "~/domain/contract-types";
import { renderCard, type OgCard } from "~/server/og-card.server";
import type { PublicIdentity } from "~/lib/site-identity";
import { identityFor } from "~/server/site-content.server";
import type { Route } from "./+types/og-image";
import { appContextOf } from "~/server/app-context.server";

/** The site card (prerendered) and one card per published week (rendered on request, render cache). */
function shareImageCards(reports: readonly WeeklyReportData[], site: PublicIdentity): Map<string, OgCard> {
  const footer = `${site.name} · ${site.broker.name}, ${site.broker.brokerage}`;
  const cards = new Map<string, OgCard>([
    ["site.png", { eyebrow: site.town, title: site.name, subtitle: site.tagline, figures: [], footer }],
  ]);
  for (const item of weeklyFeedItems(reports)) {
    cards.set(`market-report-week-${item.week}.png`, {
      eyebrow: `Weekly Market Report · Week ${item.week}`,
      title: item.title,
      subtitle: item.dateRange,
      figures: [
        { label: "sale contracts", value: String(item.summary.totalSales) },
        { label: "days on market (sales)", value: daysText(item.summary.avgDom, SALE_CONTRACT_NOUN) },
        { label: "sale price range", value: formatPriceRange(item.summary.priceRange) },
      ],
      footer,
    });
  }
  return cards;
}

/** Share-preview PNGs (Open Graph / Twitter cards), 1200 x 630, drawn from the data; any other name: the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The site's card is prerendered, where there is no database: it needs no week.
  const reports = params.image === "site.png" ? [] : await publishedWeeks(weeksDatabase(appContextOf(context)));
  // The identity saved in Settings (decision 110): these images are kept per site version too.
  const card = shareImageCards(reports, await identityFor(appContextOf(context))).get(params.image);
  if (!card) return notFoundPage(request, appContextOf(context));
  return new Response(new Uint8Array(await renderCard(card)), {
    headers: { "Content-Type": "image/png", "Cache-Control": CACHE_CONTROL.rendered },
  });
}
