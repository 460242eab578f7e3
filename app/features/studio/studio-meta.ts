import type { MetaDescriptor } from "react-router";
import { site } from "~content/site";

/**
 * Every studio page's meta: "People | Studio | Greenwich Market Report" ("Studio | ..." for the
 * layout), and never indexed (the X-Robots-Tag header says it too, for answers that are not pages).
 */
export function studioMeta(title?: string): MetaDescriptor[] {
  const studio = `Studio | ${site.name}`;
  return [{ title: title ? `${title} | ${studio}` : studio }, { name: "robots", content: "noindex, nofollow" }];
}
