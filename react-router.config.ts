import type { Config } from "@react-router/dev/config";
import { prerenderedRoutes } from "./app/lib/public-routes";

export default {
  ssr: true,
  // Every page that does not read the query string is rendered to HTML at build time.
  prerender: () => [...prerenderedRoutes],
} satisfies Config;
