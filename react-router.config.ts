import type { Config } from "@react-router/dev/config";
import { prerenderedRoutes } from "./app/lib/public-routes";

export default {
  ssr: true,
  // Every page that does not read the query string or the published weeks is rendered to HTML at
  // build time, and so are the generated files that never change between builds. One block per
  // area. The weekly PDFs, the feed and the weeks' share images follow the database (issue 19):
  // rendered on request and kept in the render cache (docs/decisions/085).
  async prerender() {
    return [
      ...prerenderedRoutes,
      // Share images
      "/og/site.png",
      // Calculator and guide PDFs
      "/buyers/first-time-guide.pdf",
      // (end calculator and guide PDFs)
    ];
  },
} satisfies Config;
