/** Where to go after signing in: only a studio page of this site, never another site (no open redirect). */
export function safeNext(next: unknown): string {
  if (typeof next !== "string") return "/studio";
  if (!/^\/studio(?:[/?#]|$)/.test(next) || next.includes("\\")) return "/studio";
  return next;
}
