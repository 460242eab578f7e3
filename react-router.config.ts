import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/lib/public-routes";

export default {
  ssr: true,
  // Every page that does not read the query string or the published weeks is rendered to HTML at
  // build time, and so are the generated files that never change between builds: the route table
  // (app/route-table.ts) says which. The weekly pages, PDFs, the feed and the weeks' share images
  // show what the database holds, which the studio changes without a build: they are rendered on
  // request and kept in the render cache (decision 085).
  async prerender() {
    return [...prerenderedPaths];
  },
} satisfies Config;
