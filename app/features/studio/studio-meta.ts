import type { MetaDescriptor } from "react-router";
import { site } from "~content/site";
import type { RootData } from "~/lib/shell-content";

/** What a route's meta function receives as `matches`: the root's data carries the site's name. */
type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * Every studio page's meta: "People | Studio | Greenwich Market Report" ("Studio | ..." for the
 * layout), and never indexed (the X-Robots-Tag header says it too, for answers that are not pages).
 * The site's name is the one Settings saved (the root loader's, decision 110), else content/site.ts's.
 */
export function studioMeta(title?: string, matches?: Matches): MetaDescriptor[] {
  const root = matches?.find((match) => match?.id === "root")?.data as RootData | undefined;
  const studio = `Studio | ${root?.shell.site.name ?? site.name}`;
  return [{ title: title ? `${title} | ${studio}` : studio }, { name: "robots", content: "noindex, nofollow" }];
}
