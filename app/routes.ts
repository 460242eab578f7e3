import type { RouteConfig } from "@react-router/dev/routes";

// Every URL of the site, one screen each. Plain route objects (not the helper functions) so that
// app/lib/public-routes.ts can read this table at run time for the sitemap and the tests.
// Pages are .tsx files; resource routes (XML, text, PDF, CSV) are .ts files.
// One block per area, so that areas built side by side merge without touching each other.
export default [
  { index: true, file: "routes/home.tsx" },

  // Weekly reports, archive, weekly PDF
  { path: "market-report", file: "routes/market-report.tsx" },
  { path: "archive", file: "routes/archive.tsx" },
  { path: "weekly-contracts/:file", file: "routes/weekly-contracts-pdf.ts" },
  { path: "investors/zip-code-hotspots", file: "routes/investors.zip-code-hotspots.tsx" },
  { path: "investors/rental-market", file: "routes/investors.rental-market.tsx" },
  // (end weekly reports)

  // Market over time (issue 29)
  { path: "market-trends", file: "routes/market-trends.tsx" },
  { path: "market-trends.csv", file: "routes/market-trends.csv.ts" },
  // (end market over time)

  // Listings dashboard
  { path: "mock-market-report", file: "routes/mock-market-report.tsx" },
  { path: "mock-market-report/export.pdf", file: "routes/mock-market-report.pdf.ts" },
  { path: "mock-market-report/export.csv", file: "routes/mock-market-report.csv.ts" },
  // (end listings dashboard)

  // Leads, newsletter, privacy and terms
  { path: "contact", file: "routes/contact.tsx" },
  { path: "subscribe", file: "routes/subscribe.tsx" },
  // Token-bearing pages of the report by e-mail (issue 20): dynamic segments, so never in the sitemap.
  { path: "subscribe/confirm/:token", file: "routes/subscribe.confirm.tsx" },
  { path: "unsubscribe/:token", file: "routes/unsubscribe.tsx" },
  { path: "privacy", file: "routes/privacy.tsx" },
  { path: "terms", file: "routes/terms.tsx" },
  // (end leads and newsletter)

  // Calculators and the insurance and tax guide
  { path: "insurance-education", file: "routes/insurance-education.tsx" },
  { path: "sellers/conveyance-tax", file: "routes/sellers.conveyance-tax.tsx" },
  { path: "buyers/first-time-guide", file: "routes/buyers.first-time-guide.tsx" },
  { path: "buyers/first-time-guide.pdf", file: "routes/buyers.first-time-guide-pdf.ts" },
  // (end calculators)

  // Yearly summary and audience pages
  { path: "yearly-market-summary", file: "routes/yearly-market-summary.tsx" },
  { path: "brokerage", file: "routes/brokerage.tsx" },
  { path: "seller", file: "routes/seller.tsx" },
  { path: "buyer", file: "routes/buyer.tsx" },
  { path: "investor", file: "routes/investor.tsx" },
  // (end yearly and audience)

  // Quarterly reports computed from the history of published weeks (issue 29)
  { path: "quarterly-report", file: "routes/quarterly-report.tsx" },
  { path: "quarterly-report/:quarter", file: "routes/quarterly-report.$quarter.tsx" },
  // A quarter's PDF, /quarterly-report/2025-q3.pdf: the static ".pdf" ranks this route first.
  { path: "quarterly-report/:quarter.pdf", file: "routes/quarterly-report.pdf.ts" },
  // (end quarterly reports)

  // Seller and buyer guides
  { path: "sellers/pricing-guide", file: "routes/sellers.pricing-guide.tsx" },
  { path: "sellers/listing-mistakes", file: "routes/sellers.listing-mistakes.tsx" },
  { path: "sellers/renovate-vs-knockdown", file: "routes/sellers.renovate-vs-knockdown.tsx" },
  { path: "sellers/buyer-appeal", file: "routes/sellers.buyer-appeal.tsx" },
  { path: "buyers/greenwich-vs-stamford", file: "routes/buyers.greenwich-vs-stamford.tsx" },
  { path: "buyers/family-neighborhoods", file: "routes/buyers.family-neighborhoods.tsx" },
  { path: "buyers/byram-guide", file: "routes/buyers.byram-guide.tsx" },
  { path: "buyers/western-greenwich", file: "routes/buyers.western-greenwich.tsx" },
  // (end seller and buyer guides)

  // Investor and brokerage pages
  { path: "investors/investment-trends", file: "routes/investors.investment-trends.tsx" },
  { path: "investors/knockdown-rebuild", file: "routes/investors.knockdown-rebuild.tsx" },
  { path: "investors/mill-rates", file: "routes/investors.mill-rates.tsx" },
  { path: "brokerages/differentiation", file: "routes/brokerages.differentiation.tsx" },
  { path: "brokerages/market-data", file: "routes/brokerages.market-data.tsx" },
  { path: "brokerages/buyer-attraction", file: "routes/brokerages.buyer-attraction.tsx" },
  { path: "brokerages/digital-tools", file: "routes/brokerages.digital-tools.tsx" },
  { path: "brokerages/market-reports", file: "routes/brokerages.market-reports.tsx" },
  // (end investor and brokerage pages)

  // The broker's workspace, /studio (issue 18): sign-in outside the signed-in layout.
  { path: "studio/sign-out", file: "routes/studio.sign-out.ts" },
  { path: "studio/sign-in", file: "routes/studio.sign-in.tsx" },
  { path: "studio/enrol", file: "routes/studio.enrol.tsx" },
  { path: "studio/passkey", file: "routes/studio.passkey.ts" },
  // (end workspace sign-in)
  {
    path: "studio",
    file: "routes/studio.tsx",
    children: [
      // Workspace sections (issue 18)
      { index: true, file: "routes/studio._index.tsx" },
      { path: "leads", file: "routes/studio.leads.tsx" },
      { path: "leads/export.csv", file: "routes/studio.leads.export-csv.ts" },
      { path: "leads/:id", file: "routes/studio.leads.$id.tsx" },
      { path: "subscribers", file: "routes/studio.subscribers.tsx" },
      { path: "subscribers/export.csv", file: "routes/studio.subscribers.export-csv.ts" },
      { path: "subscribers/:id/delete", file: "routes/studio.subscribers.$id.delete.tsx" },
      { path: "deliveries", file: "routes/studio.deliveries.tsx" },
      { path: "people", file: "routes/studio.people.tsx" },
      { path: "account", file: "routes/studio.account.tsx" },
      { path: "audit", file: "routes/studio.audit.tsx" },
      // (end workspace sections)
      // Weekly reports in the studio (issue 19)
      { path: "weeks", file: "routes/studio.weeks.tsx" },
      { path: "weeks/:week", file: "routes/studio.weeks.$week.tsx" },
      { path: "weeks/:week/preview", file: "routes/studio.weeks.$week.preview.tsx" },
      // (end weekly reports in the studio)
      // The report by e-mail in the studio (issue 20)
      // (end the report by e-mail in the studio)
    ],
  },
  // (end workspace)

  { path: "market-report/rss.xml", file: "routes/market-report-rss.ts" },
  { path: "og/:image", file: "routes/og-image.ts" },
  { path: "robots.txt", file: "routes/robots.txt.ts" },
  { path: "sitemap.xml", file: "routes/sitemap.xml.ts" },
  { path: "*", file: "routes/not-found.tsx" },
] satisfies RouteConfig;
