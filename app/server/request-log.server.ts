/**
 * What a request's log line says about it: the method and the path, never the query string. The
 * calculators are GET forms, so a query holds what a visitor typed (a price, an income), and the
 * privacy policy (content/privacy.ts) says the log does not record that.
 */
export function loggedRequest(req: { method?: string; url?: string }): { method: string; url: string } {
  const url = req.url ?? "";
  const end = url.search(/[?#]/);
  return { method: req.method ?? "", url: end === -1 ? url : url.slice(0, end) };
}
