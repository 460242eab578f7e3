// A link to the contact form (the footer's #contact section of the current page) that carries
// what the visitor asked for, e.g. "Schedule a Byram tour". The contact form reads `request`
// from the address and shows it, so the broker knows what the lead wants.

export const CONTACT_REQUEST_PARAM = "request";
export const CONTACT_REQUEST_MAX_LENGTH = 120;

/** "?request=Schedule%20a%20Byram%20tour#contact": relative, so it stays on the current page. */
export function contactRequestHref(request: string): string {
  const params = new URLSearchParams({ [CONTACT_REQUEST_PARAM]: request.slice(0, CONTACT_REQUEST_MAX_LENGTH) });
  return `?${params.toString()}#contact`;
}

/** The request named in a query string, trimmed and bounded, or "" when none is given. */
export function contactRequestFrom(search: string): string {
  const value = new URLSearchParams(search).get(CONTACT_REQUEST_PARAM) ?? "";
  return value.trim().slice(0, CONTACT_REQUEST_MAX_LENGTH);
}
