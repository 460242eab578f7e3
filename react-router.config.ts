import type { Config } from "@react-router/dev/config";
import { prerenderedRoutes } from "./app/lib/public-routes";

// `npm run build:spa`: the same app as a client-rendered single-page app, nothing rendered on a
// server or at build time but the root's shell, measured beside this build (docs/decisions/007).
const spaComparison = { ssr: false, buildDirectory: "build-spa" } satisfies Config;

const site = {
  ssr: true,
  // Every page that does not read the query string is rendered to HTML at build time, and so are
  // the generated files (PDFs) that never change between builds. One block per area.
  async prerender() {
    return [
      ...prerenderedRoutes,
      // Weekly report PDFs
      ...(await import("./app/features/reports/weekly-pdf-paths.server")).weeklyPdfPaths(),
      // (end weekly report PDFs)
      // Feeds and share images
      "/market-report/rss.xml",
      "/og/site.png",
      ...(await import("./app/features/reports/weekly-pdf-paths.server")).weeklyShareImagePaths(),
      // Calculator and guide PDFs
      "/buyers/first-time-guide.pdf",
      // (end calculator and guide PDFs)
    ];
  },
} satisfies Config;

export default process.env.SPA_COMPARISON === "1" ? spaComparison : site;
