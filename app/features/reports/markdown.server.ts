import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

// The words of a week (narrative paragraphs, insights, opportunities ...) are Markdown written in
// the studio. Each paragraph or list item is one line of inline Markdown: emphasis, code and
// links. Whatever HTML it produces is sanitised: no script, no event handler, no javascript: URL.
const INLINE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["a", "strong", "em", "code", "del", "br"],
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener" }) },
};

/** One paragraph or list item of inline Markdown as safe HTML. */
export function inlineMarkdownHtml(text: string): string {
  const html = marked.parseInline(text, { async: false, gfm: true });
  return sanitizeHtml(html, INLINE_HTML);
}

/** The same text without markup, for the feed, the PDF and share images. */
export function inlineMarkdownText(text: string): string {
  const html = marked.parseInline(text, { async: false, gfm: true });
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'");
}
