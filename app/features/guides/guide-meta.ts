import type { GuideIntro } from "~content/guides/types";

/** A guide's title and description for `pageMeta`, from its introduction. */
export function guideMeta(intro: GuideIntro): { title: string; description: string } {
  return { title: intro.title, description: intro.metaDescription };
}
