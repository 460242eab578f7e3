import type { RouteConfig } from "@react-router/dev/routes";

// Every URL of the site, one screen each. Plain route objects (not the helper functions) so that
// app/lib/public-routes.ts can read this table at run time for the sitemap and the tests.
// Pages are .tsx files; resource routes (XML, text, PDF, CSV) are .ts files.
// One block per area, so that areas built side by side merge without touching each other.
export default [
  { index: true, file: "routes/home.tsx" },

  // Weekly reports, archive, weekly PDF
  // (end weekly reports)

  // Listings dashboard
  // (end listings dashboard)

  // Leads, newsletter, privacy and terms
  // (end leads and newsletter)

  // Calculators and the insurance and tax guide
  // (end calculators)

  // Yearly summary and audience pages
  // (end yearly and audience)

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
  // (end investor and brokerage pages)

  { path: "robots.txt", file: "routes/robots.txt.ts" },
  { path: "sitemap.xml", file: "routes/sitemap.xml.ts" },
  { path: "*", file: "routes/not-found.tsx" },
] satisfies RouteConfig;
