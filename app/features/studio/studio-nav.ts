import type { StudioRole } from "~db/schema";

export type StudioNavItem = { href: string; label: string; ownersOnly?: boolean };

/** The workspace's sections, in the order of its menu. */
export const STUDIO_NAV: readonly StudioNavItem[] = [
  { href: "/studio", label: "Overview" },
  { href: "/studio/leads", label: "Leads" },
  { href: "/studio/subscribers", label: "Subscribers" },
  { href: "/studio/weeks", label: "Weekly reports" },
  { href: "/studio/listings", label: "Listings" },
  { href: "/studio/deliveries", label: "Deliveries" },
  { href: "/studio/facts", label: "Market facts" },
  { href: "/studio/testimonials", label: "Testimonials" },
  { href: "/studio/yearly", label: "Yearly review" },
  { href: "/studio/people", label: "People", ownersOnly: true },
  { href: "/studio/audit", label: "Audit log", ownersOnly: true },
  { href: "/studio/settings", label: "Settings", ownersOnly: true },
  { href: "/studio/account", label: "My account" },
];

/** The sections a person of this role sees in the menu. */
export function studioNavFor(role: StudioRole): StudioNavItem[] {
  return STUDIO_NAV.filter((item) => !item.ownersOnly || role === "owner");
}
