import type { RouteConfig } from "@react-router/dev/routes";

// Every URL of the site, one screen each. Plain route objects (not the helper functions) so that
// app/lib/public-routes.ts can read this table at run time for the sitemap and the tests.
// Pages are .tsx files; resource routes (XML, text) are .ts files.
export default [
  { index: true, file: "routes/home.tsx" },
  { path: "robots.txt", file: "routes/robots.txt.ts" },
  { path: "sitemap.xml", file: "routes/sitemap.xml.ts" },
  { path: "*", file: "routes/not-found.tsx" },
] satisfies RouteConfig;
