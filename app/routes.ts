import type { RouteConfig } from "@react-router/dev/routes";
import { routeConfigOf } from "./lib/public-routes";
import { routeTable } from "./route-table";

// Every URL of the site, one screen each, is declared in app/route-table.ts with what the server,
// the build and the tests need to know about it; this is React Router's view of that table.
export default routeConfigOf(routeTable) satisfies RouteConfig;
