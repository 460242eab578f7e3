import { publicRoutes } from "~/lib/public-routes";
import { sitemapXml } from "~/lib/sitemap";
import { env } from "~/server/env.server";

export function loader() {
  return new Response(sitemapXml(env().SITE_URL, publicRoutes), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
