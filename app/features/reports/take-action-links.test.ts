import { describe, expect, it } from "vitest";
import { contactRequestFrom } from "~/lib/contact-link";
import { actionTools } from "~content/reports/market-report";
import { toolCards } from "./take-action-links";

describe("Take Action cards", () => {
  const cards = toolCards(actionTools, 3);
  const byId = (id: string) => cards.find((card) => card.id === id)!.action;

  it("gives every card a link and no 'available soon'", () => {
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.action.href).toMatch(/^\//);
      expect(card.action.label).not.toMatch(/soon/i);
    }
  });

  it("leads the stale listing watch to the week's own watch on the report, and the digest to the sign-up", () => {
    expect(byId("stale-listing-watch").href).toBe("/market-report?week=3#stale-listing-watch");
    expect(byId("weekly-digest").href).toBe("/subscribe");
  });

  it("hands out the week's own contracts as its comparables, not the dashboard's listings", () => {
    expect(byId("comparable-report").href).toBe("/weekly-contracts/greenwich-weekly-contracts-week-3.csv");
    expect(byId("comparable-report").label).toContain("week 3");
    const week1 = toolCards(actionTools, 1).find((card) => card.id === "comparable-report")!.action;
    expect(week1.href).toBe("/weekly-contracts/greenwich-weekly-contracts-week-1.csv");
  });

  it("asks the broker for the other tools by name and week, on the contact page", () => {
    for (const id of ["price-alerts", "seller-outreach", "buyer-match"]) {
      const tool = actionTools.find((candidate) => candidate.id === id)!;
      const url = new URL(byId(id).href, "http://site");
      expect(url.pathname).toBe("/contact");
      expect(contactRequestFrom(url.search)).toBe(`${tool.title} (week 3)`);
    }
  });
});
