// A link to the contact page that carries what the visitor asked for, e.g. "Schedule a Byram
// tour". The page is rendered on the server, so the request fills the form's message box with or
// without JavaScript, and the broker knows what the lead wants.

export const CONTACT_REQUEST_PARAM = "request";
export const CONTACT_REQUEST_MAX_LENGTH = 120;

/** "/contact?request=Schedule+a+Byram+tour" */
export function contactRequestHref(request: string): string {
  const params = new URLSearchParams({ [CONTACT_REQUEST_PARAM]: request.slice(0, CONTACT_REQUEST_MAX_LENGTH) });
  return `/contact?${params.toString()}`;
}

/** The request named in a query string, trimmed and bounded, or "" when none is given. */
export function contactRequestFrom(search: string): string {
  const value = new URLSearchParams(search).get(CONTACT_REQUEST_PARAM) ?? "";
  return value.trim().slice(0, CONTACT_REQUEST_MAX_LENGTH);
}
