// The route table: every address of the site and what the rest of the code needs to know about it,
// in one place. app/routes.ts (React Router's route config), the prerender list of
// react-router.config.ts, the sitemap, the render cache's addresses, the body limit of posts and
// the browser tests' list of pages that hydrate are all derived from it (docs/architecture.md,
// "Adding a page"). Plain data: it is read at build time by React Router and at run time by the
// server and the tests. One block per area, so that areas built side by side merge cleanly.

/**
 * How a page's answer is made:
 * - "build": rendered to HTML once at build time (the default for a page, a .tsx module);
 * - "request": rendered on each request (it reads the query string or the database);
 * - "weeks": rendered on its first request and kept in the render cache until the published weeks
 *   change (docs/decisions/085);
 * - "query": rendered on request and kept in the render cache per normalised query string and the
 *   versions named by `follows` (docs/decisions/115); a query the page's own parser does not accept
 *   whole is rendered on each request, never kept.
 * A resource route (.ts: PDF, CSV, XML, PNG) is rendered on request unless it says otherwise.
 */
export type Rendering = "build" | "request" | "weeks" | "query";

/**
 * What a "query" answer depends on besides its address and normalised query, each part of its key in
 * the render cache: the published weeks (and the history of contracts), the site's content (decision
 * 110), the listings file, the day (the print footer's date; the dashboard's default week).
 */
export type CacheDependency = "weeks" | "site" | "listings" | "day";

export type RouteSpec = {
  path?: string;
  index?: true;
  /** The route module, under app/. Pages are .tsx files; resource routes are .ts files. */
  file: string;
  render?: Rendering;
  /** With render "query": every version the answer depends on (none is assumed). */
  follows?: readonly CacheDependency[];
  /**
   * Addresses of a dynamic resource route that follow only the published weeks: kept in the render
   * cache like a "weeks" page.
   */
  weeksCache?: RegExp;
  /** Addresses of a dynamic resource route rendered at build time. */
  prerender?: readonly string[];
  /**
   * The page ships React Router's <Scripts /> (decision 014); its module says `handle = HYDRATE`,
   * which a unit test holds to this flag.
   */
  hydrate?: true;
  /** Posts under this address may carry an MLS export (the upload's body limit, not the form's). */
  uploads?: true;
  children?: readonly RouteSpec[];
};

export const routeTable: readonly RouteSpec[] = [
  // The market-now strip reads the history (decision 139), its homes for sale the stored listings:
  // kept until the weeks, the site or the listings change (decision 157).
  { index: true, file: "routes/home.tsx", render: "query", follows: ["weeks", "site", "listings"] },

  // Weekly reports, archive, weekly PDF
  // The week's supply block and stale listing watch read the stored listings (decisions 138, 153).
  { path: "market-report", file: "routes/market-report.tsx", render: "query", follows: ["weeks", "site", "listings"] },
  { path: "archive", file: "routes/archive.tsx", render: "weeks" },
  {
    path: "weekly-contracts/:file",
    file: "routes/weekly-contracts-pdf.ts",
    weeksCache: /^\/weekly-contracts\/[^/]+\.pdf$/,
  },
  { path: "investors/zip-code-hotspots", file: "routes/investors.zip-code-hotspots.tsx", render: "weeks" },
  { path: "investors/rental-market", file: "routes/investors.rental-market.tsx", render: "weeks" },
  { path: "market-report/rss.xml", file: "routes/market-report-rss.ts", render: "weeks" },
  // (end weekly reports)

  // Market over time
  {
    path: "market-trends",
    file: "routes/market-trends.tsx",
    render: "query",
    // The supply measures read the stored listings (decision 135).
    follows: ["weeks", "site", "listings", "day"],
  },
  { path: "market-trends.csv", file: "routes/market-trends.csv.ts", render: "query", follows: ["weeks", "listings"] },
  // (end market over time)

  // Listings dashboard
  {
    path: "mock-market-report",
    file: "routes/mock-market-report.tsx",
    render: "query",
    follows: ["listings", "site", "day"],
    hydrate: true,
  },
  {
    path: "mock-market-report/export.pdf",
    file: "routes/mock-market-report.pdf.ts",
    render: "query",
    follows: ["listings", "day"],
  },
  {
    path: "mock-market-report/export.csv",
    file: "routes/mock-market-report.csv.ts",
    render: "query",
    follows: ["listings", "day"],
  },
  // (end listings dashboard)

  // Leads, newsletter, privacy and terms
  { path: "contact", file: "routes/contact.tsx", render: "request" },
  { path: "subscribe", file: "routes/subscribe.tsx" },
  // Token-bearing pages of the report by e-mail: dynamic segments, so never in the sitemap.
  { path: "subscribe/confirm/:token", file: "routes/subscribe.confirm.tsx" },
  { path: "unsubscribe/:token", file: "routes/unsubscribe.tsx" },
  { path: "preferences/:token", file: "routes/preferences.tsx" },
  { path: "privacy", file: "routes/privacy.tsx" },
  { path: "terms", file: "routes/terms.tsx" },
  // (end leads and newsletter)

  // Calculators and the insurance and tax guide
  { path: "insurance-education", file: "routes/insurance-education.tsx", render: "request", hydrate: true },
  { path: "sellers/conveyance-tax", file: "routes/sellers.conveyance-tax.tsx", render: "request", hydrate: true },
  { path: "buyers/first-time-guide", file: "routes/buyers.first-time-guide.tsx", render: "request", hydrate: true },
  // Its reality check quotes the history's town median (decision 141).
  {
    path: "buyers/first-time-guide.pdf",
    file: "routes/buyers.first-time-guide-pdf.ts",
    render: "query",
    follows: ["weeks", "site"],
  },
  // (end calculators)

  // Yearly summary and audience pages
  { path: "yearly-market-summary", file: "routes/yearly-market-summary.tsx", render: "request" },
  { path: "brokerage", file: "routes/brokerage.tsx" },
  { path: "seller", file: "routes/seller.tsx" },
  // Its market conditions are the home page's figures, from the history (decision 139), homes for
  // sale among them: it follows the listings too (decision 157).
  { path: "buyer", file: "routes/buyer.tsx", render: "query", follows: ["weeks", "site", "listings"] },
  // The town's sale-to-list price is the history's, from the listings (decision 159).
  { path: "investor", file: "routes/investor.tsx", render: "query", follows: ["weeks", "site", "listings"] },
  // (end yearly and audience)

  // Quarterly reports computed from the history of published weeks; their supply figures (page and
  // PDF) read the stored listings, so they follow an upload too (decision 157).
  {
    path: "quarterly-report",
    file: "routes/quarterly-report.tsx",
    render: "query",
    follows: ["weeks", "site", "listings", "day"],
  },
  {
    path: "quarterly-report/:quarter",
    file: "routes/quarterly-report.$quarter.tsx",
    render: "query",
    follows: ["weeks", "site", "listings", "day"],
  },
  // A quarter's PDF, /quarterly-report/2025-q3.pdf: the static ".pdf" ranks this route first.
  {
    path: "quarterly-report/:quarter.pdf",
    file: "routes/quarterly-report.pdf.ts",
    render: "query",
    follows: ["weeks", "site", "listings"],
  },
  // (end quarterly reports)

  // Seller and buyer guides
  // The villages' medians and changes are the history's (decision 159): kept per estimate already in
  // the form's spelling until the weeks or the site change; any other query is rendered each time.
  {
    path: "sellers/pricing-guide",
    file: "routes/sellers.pricing-guide.tsx",
    render: "query",
    follows: ["weeks", "site"],
  },
  // The town's sale-to-list price is the history's, from the listings (decision 159).
  {
    path: "sellers/listing-mistakes",
    file: "routes/sellers.listing-mistakes.tsx",
    render: "query",
    follows: ["weeks", "site", "listings"],
  },
  { path: "sellers/renovate-vs-knockdown", file: "routes/sellers.renovate-vs-knockdown.tsx", render: "request" },
  { path: "sellers/buyer-appeal", file: "routes/sellers.buyer-appeal.tsx" },
  // The town median is the history's (decision 141): kept until the weeks or the site change.
  {
    path: "buyers/greenwich-vs-stamford",
    file: "routes/buyers.greenwich-vs-stamford.tsx",
    render: "query",
    follows: ["weeks", "site"],
  },
  // The villages' medians (decision 159), and Byram's village's change with the town median (decisions
  // 141 and 159), are the history's.
  {
    path: "buyers/family-neighborhoods",
    file: "routes/buyers.family-neighborhoods.tsx",
    render: "query",
    follows: ["weeks", "site"],
  },
  { path: "buyers/byram-guide", file: "routes/buyers.byram-guide.tsx", render: "query", follows: ["weeks", "site"] },
  { path: "buyers/western-greenwich", file: "routes/buyers.western-greenwich.tsx" },
  // (end seller and buyer guides)

  // Investor and brokerage pages
  // The town median (decision 141), days on market and sale-to-list price (decision 159, from the
  // listings) are the history's.
  {
    path: "investors/investment-trends",
    file: "routes/investors.investment-trends.tsx",
    render: "query",
    follows: ["weeks", "site", "listings"],
  },
  { path: "investors/knockdown-rebuild", file: "routes/investors.knockdown-rebuild.tsx" },
  { path: "investors/mill-rates", file: "routes/investors.mill-rates.tsx", render: "request", hydrate: true },
  { path: "brokerages/differentiation", file: "routes/brokerages.differentiation.tsx" },
  { path: "brokerages/market-data", file: "routes/brokerages.market-data.tsx" },
  { path: "brokerages/buyer-attraction", file: "routes/brokerages.buyer-attraction.tsx" },
  { path: "brokerages/digital-tools", file: "routes/brokerages.digital-tools.tsx" },
  { path: "brokerages/market-reports", file: "routes/brokerages.market-reports.tsx" },
  // (end investor and brokerage pages)

  // The broker's workspace, /studio: sign-in outside the signed-in layout. Never
  // prerendered, never in the sitemap.
  { path: "studio/sign-out", file: "routes/studio.sign-out.ts" },
  { path: "studio/sign-in", file: "routes/studio.sign-in.tsx", hydrate: true },
  { path: "studio/enrol", file: "routes/studio.enrol.tsx", hydrate: true },
  { path: "studio/passkey", file: "routes/studio.passkey.ts" },
  // (end workspace sign-in)
  {
    path: "studio",
    file: "routes/studio.tsx",
    children: [
      // Workspace sections
      { index: true, file: "routes/studio._index.tsx" },
      { path: "leads", file: "routes/studio.leads.tsx" },
      { path: "leads/export.csv", file: "routes/studio.leads.export-csv.ts" },
      { path: "leads/:id", file: "routes/studio.leads.$id.tsx" },
      { path: "subscribers", file: "routes/studio.subscribers.tsx" },
      { path: "subscribers/export.csv", file: "routes/studio.subscribers.export-csv.ts" },
      { path: "subscribers/:id/delete", file: "routes/studio.subscribers.$id.delete.tsx" },
      { path: "subscribers/markets", file: "routes/studio.subscribers.markets.tsx" },
      { path: "subscribers/:id/market", file: "routes/studio.subscribers.$id.market.tsx" },
      { path: "deliveries", file: "routes/studio.deliveries.tsx" },
      { path: "people", file: "routes/studio.people.tsx" },
      { path: "account", file: "routes/studio.account.tsx", hydrate: true },
      { path: "audit", file: "routes/studio.audit.tsx" },
      { path: "facts", file: "routes/studio.facts.tsx" },
      { path: "facts/:name", file: "routes/studio.facts.$name.tsx" },
      { path: "testimonials", file: "routes/studio.testimonials.tsx" },
      { path: "yearly", file: "routes/studio.yearly.tsx" },
      // (end workspace sections)
      // Weekly reports in the studio
      { path: "weeks", file: "routes/studio.weeks.tsx", uploads: true },
      { path: "weeks/:week", file: "routes/studio.weeks.$week.tsx", uploads: true },
      { path: "weeks/:week/preview", file: "routes/studio.weeks.$week.preview.tsx" },
      // The MLS listings exports (decision 134): the form carries the export.
      { path: "listings", file: "routes/studio.listings.tsx", uploads: true },
      // (end weekly reports in the studio)
      // The broker's identity: the form carries the photo or logo.
      { path: "settings", file: "routes/studio.settings.tsx", uploads: true },
      // (end settings)
    ],
  },
  // (end workspace)

  {
    path: "og/:image",
    file: "routes/og-image.ts",
    prerender: ["/og/site.png"],
    weeksCache: /^\/og\/market-report-week-\d+\.png$/,
  },
  // The photo or logo uploaded in Settings, named by its content hash (decision 110).
  { path: "site-image/:file", file: "routes/site-image.ts" },
  { path: "robots.txt", file: "routes/robots.txt.ts" },
  { path: "sitemap.xml", file: "routes/sitemap.xml.ts" },
  { path: "*", file: "routes/not-found.tsx" },
];
