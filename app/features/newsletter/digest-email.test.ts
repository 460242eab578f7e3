import { describe, expect, it } from "vitest";
import { weeklyMarket } from "~/domain/weekly-market";
import { testContract } from "~/domain/test-contract";
import { periodJustEnded } from "~/domain/digest-periods";
import { DEFAULT_IDENTITY } from "~/lib/site-identity";
import { marketDigest } from "./digest";
import { digestEmailModel, digestEmailText } from "./digest-email-model";
import { renderDigestEmail } from "./digest-email";

const SITE = "https://www.example.com";
const contracts = ["2025-07-02", "2025-08-04", "2025-08-20", "2025-09-09", "2025-09-30"].map((date, index) =>
  testContract(date, { zip: "06878", price: 1_000_000 + index * 100_000 }),
);
const coverage = { contracts: [{ from: "2024-01-01", to: "2025-10-05" }], listings: [] };
const history = { market: weeklyMarket({ contracts }, coverage), coverage, sample: [] };
const riverside = { villages: ["06878" as const], types: [], band: "all" as const };
const tokens = {
  siteUrl: SITE,
  unsubscribeToken: "unsub-token",
  preferencesToken: "pref-token",
  site: DEFAULT_IDENTITY,
};

describe("the digest e-mail (decision 150)", () => {
  it("names the market, the digest and the period in its subject, and leads with the market", async () => {
    const q3 = periodJustEnded("quarterly", "2025-10-06");
    const model = digestEmailModel(marketDigest(history, riverside, q3, SITE), tokens);
    expect(model.subject).toBe(`Riverside: ${DEFAULT_IDENTITY.name}, the quarterly report for Q3 2025`);
    expect(model.page.href).toBe(`${SITE}/quarterly-report/2025-q3`);
    const text = digestEmailText(model);
    // Q3 2025: the five contracts, median $1,200,000; Q2 2025 and Q3 2024 none.
    expect(text).toContain("Contracts: 5 (5 contracts; Q2 2025: 0; Q3 2024: 0)");
    expect(text).toContain("Median contract price: $1.20M (5 contracts; Q2 2025: No contracts; Q3 2024: No contracts)");
    expect(text.indexOf("Riverside: Q3 2025")).toBeLessThan(text.indexOf("Contracts:"));
    expect(text).toContain(`${SITE}/preferences/pref-token`);
    expect(text).toContain(`${SITE}/unsubscribe/unsub-token`);
    const html = await renderDigestEmail(model);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain(`href="${SITE}/preferences/pref-token"`);
    expect(html).toContain(`href="${SITE}/unsubscribe/unsub-token"`);
    expect(html).toContain("chose the quarterly report");
  });

  it("calls a month's e-mail the monthly digest", () => {
    const september = periodJustEnded("monthly", "2025-10-06");
    const model = digestEmailModel(marketDigest(history, riverside, september, SITE), tokens);
    // September 2025 has two contracts: Riverside falls back to the town, and the subject still names Riverside.
    expect(model.subject).toBe(`Riverside: ${DEFAULT_IDENTITY.name}, the monthly digest for September 2025`);
    expect(model.title).toBe("Monthly digest: September 2025");
    expect(model.digest.fallback).toMatch(/^Riverside had 2 contracts in September 2025/);
  });
});
