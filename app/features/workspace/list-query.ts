import { z } from "zod";

/** Rows per page in every studio list (a phone screen's worth of cards, a few at a time). */
export const PAGE_SIZE = 25;
/** A search longer than this is cut (nobody types more; it bounds the LIKE pattern). */
export const MAX_SEARCH_LENGTH = 200;
/** Pages past this answer the last rows anyway; it bounds the OFFSET a crafted URL can ask for. */
export const MAX_PAGE = 10_000;

export type ListQuery<Status extends string> = { q: string; status: Status | ""; page: number };

/**
 * The query string of a list page (`?q=&status=&page=`): a page is a GET form, so anything can be
 * typed into its URL. What cannot be read falls back to the default (an unknown status is "all",
 * a bad page is 1) instead of an error: the list is still useful and nothing is stored.
 */
export function parseListQuery<const Status extends string>(
  search: URLSearchParams,
  statuses: readonly Status[],
): ListQuery<Status> {
  const schema = z.object({
    q: z
      .string()
      .transform((value) =>
        value
          .replace(/\p{Cc}/gu, " ")
          .trim()
          .slice(0, MAX_SEARCH_LENGTH),
      )
      .catch(""),
    status: z.enum(statuses as unknown as [Status, ...Status[]]).catch(undefined as unknown as Status),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  });
  const parsed = schema.parse({
    q: search.get("q") ?? "",
    status: search.get("status") ?? "",
    page: search.get("page") ?? "1",
  });
  return { q: parsed.q, status: parsed.status ?? "", page: parsed.page };
}

/** A LIKE pattern matching `text` anywhere, with the pattern's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The URL of another page of the same list, keeping the search and filter. */
export function pageHref(path: string, query: ListQuery<string>, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
