import { expect, type APIRequestContext } from "@playwright/test";
import { publicRoutes } from "../../app/lib/public-routes";

/** A page's text as a reader sees it: no markup, no scripts or styles, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");
}

/** The visible text of every public page (app/lib/public-routes.ts), as the test server serves it. */
export async function publicPageTexts(request: APIRequestContext): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const path of publicRoutes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    texts.set(path, visibleText(await response.text()));
  }
  return texts;
}
