const BASE = "http://studio.invalid";

/**
 * Where to go after signing in: only a studio page of this site, never another site (no open
 * redirect), and written as the ASCII, percent-encoded path a Location header can carry (a raw
 * "∕" or "é" there is not a valid header value: the answer was a 500).
 */
export function safeNext(next: unknown): string {
  if (typeof next !== "string") return "/studio";
  if (!/^\/studio(?:[/?#]|$)/.test(next) || next.includes("\\")) return "/studio";
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return "/studio";
  }
  // "/studio/../about" resolves out of the studio.
  if (url.origin !== BASE || !/^\/studio(?:\/|$)/.test(url.pathname)) return "/studio";
  const target = url.pathname + url.search + url.hash;
  return /^[\x21-\x7e]+$/.test(target) ? target : "/studio";
}
