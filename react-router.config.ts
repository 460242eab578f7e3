import type { Config } from "@react-router/dev/config";
import { prerenderedRoutes } from "./app/lib/public-routes";

export default {
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
