import type { Tone } from "~/lib/colour-rules";
import { Badge } from "./badge";

// Every status the studio shows, by meaning: waiting on someone yellow, done green, failed red.
const STATUS_TONES: Record<string, Tone> = {
  new: "yellow",
  replied: "green",
  closed: "neutral",
  pending: "yellow",
  confirmed: "green",
  unsubscribed: "neutral",
  bounced: "red",
  waiting: "neutral",
  retrying: "yellow",
  failed: "red",
  published: "green",
  draft: "yellow",
  unpublished: "neutral",
};

/** A status as a coloured pill (the word is always written: colour is never the only sign). */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{label}</Badge>;
}
