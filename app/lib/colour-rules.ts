// The meaning of a colour is decided here, once. Components ask
// for a tone and render it with toneClasses; no page picks red or green by itself.

export type Tone = "green" | "yellow" | "red" | "neutral";

/** Trend text containing "down" is red, "up" green, anything else neutral. */
export function trendTone(trend: string): Tone {
  const text = trend.toLowerCase();
  if (text.includes("down")) return "red";
  if (text.includes("up")) return "green";
  return "neutral";
}

/** Risk level Low is green, Medium and Low-Medium yellow, anything else red. */
export function riskTone(riskLevel: string): Tone {
  const level = riskLevel.trim().toLowerCase();
  if (level === "low") return "green";
  if (level === "medium" || level === "low-medium") return "yellow";
  return "red";
}

/** Days on market 30 or fewer green, 31-60 yellow, above 60 red (zone averages too). */
export const DOM_FAST_MAX_DAYS = 30;
export const DOM_MODERATE_MAX_DAYS = 60;

export function daysOnMarketTone(days: number): Tone {
  if (days <= DOM_FAST_MAX_DAYS) return "green";
  if (days <= DOM_MODERATE_MAX_DAYS) return "yellow";
  return "red";
}

/** An investment factor's impact "High" is green, any other yellow. */
export function impactTone(impact: string): Tone {
  return impact.trim().toLowerCase() === "high" ? "green" : "yellow";
}

/** A buying consideration of importance "High" is red, any other yellow. */
export function importanceTone(importance: string): Tone {
  return importance.trim().toLowerCase() === "high" ? "red" : "yellow";
}

/** Tailwind classes per tone, with text contrast of at least 4.5:1 on their background. */
export const toneClasses: Record<Tone, { text: string; badge: string; bar: string }> = {
  green: { text: "text-emerald-700", badge: "bg-emerald-100 text-emerald-900", bar: "fill-emerald-600 bg-emerald-600" },
  yellow: { text: "text-amber-800", badge: "bg-amber-100 text-amber-900", bar: "fill-amber-500 bg-amber-500" },
  red: { text: "text-red-700", badge: "bg-red-100 text-red-900", bar: "fill-red-600 bg-red-600" },
  neutral: { text: "text-slate-700", badge: "bg-slate-100 text-slate-800", bar: "fill-slate-500 bg-slate-500" },
};
