import { describe, expect, it } from "vitest";
import { seedWeeks } from "~/domain/weekly-data.server";
import {
  reportMessage,
  sharedPerContent,
  type ReportBody,
  type ReportBodyKeeper,
} from "~/features/newsletter/newsletter-mail.server";
import type { MarketLead } from "./market-lead";

// What every e-mail of a send shares is read once per content version, and each market's e-mail is
// rendered once: the figures of a send of thousands (npm run bench:newsletter, decision 155).

describe("sharedPerContent", () => {
  it("reads once per content version and key, shared by the calls made together; again when the version moves", async () => {
    let version = "weeks 1";
    const reads: number[] = [];
    const partsOf = sharedPerContent(
      async () => version,
      async (week: number) => {
        reads.push(week);
        return { week, read: reads.length };
      },
    );
    const together = await Promise.all([partsOf(5), partsOf(5), partsOf(5)]);
    expect(reads).toEqual([5]);
    expect(together[1]).toBe(together[0]);
    expect(await partsOf(5)).toBe(together[0]);
    expect((await partsOf(6)).week).toBe(6);
    expect(reads).toEqual([5, 6]);
    // A publication, a correction or an edit of Settings moves a version: the next e-mail reads afresh.
    version = "weeks 2";
    expect(await partsOf(5)).toEqual({ week: 5, read: 3 });
    expect(reads).toEqual([5, 6, 5]);
  });

  it("reads every time without a version, and does not keep a failed read", async () => {
    let reads = 0;
    const fresh = sharedPerContent(
      async () => null,
      async (_key: string) => (reads += 1),
    );
    await fresh("week");
    await fresh("week");
    expect(reads).toBe(2);

    let failures = 1;
    const flaky = sharedPerContent(
      async () => "weeks 1",
      async (_key: string) => {
        if (failures-- > 0) throw new Error("connection lost");
        return "parts";
      },
    );
    await expect(flaky("week")).rejects.toThrow("connection lost");
    expect(await flaky("week")).toBe("parts");
  });
});

describe("a report's body rendered once per market", () => {
  const week = seedWeeks()[3]!;
  const from = { name: "Reports", address: "reports@example.com" };
  const siteUrl = "https://www.example.com";
  const chart = Buffer.from("a chart");
  const chartOf = () => Promise.resolve(chart);
  const lead: MarketLead = {
    shown: { villages: ["06878"], types: [], band: "under-2m" },
    chosenLabel: "Riverside, under $2M",
    label: "Riverside, under $2M",
    heading: "Your market: Riverside, under $2M, the week of October 13, 2025 to October 19, 2025",
    fallback: null,
    lines: [{ label: "Contracts", week: "3", count: "3 contracts", thirteenWeeks: "2.1", yearEarlier: "1" }],
    links: [{ label: "Riverside on Market Trends", href: `${siteUrl}/market-trends?zip=06878` }],
    note: "13 weeks: the weekly average of the 13 weeks ending with this one.",
  };
  const readers = [
    {
      email: "ann@example.com",
      unsubscribeToken: "Ann_unsubscribe-token-0123456789",
      preferencesToken: "a".repeat(43),
    },
    {
      email: "bob@example.com",
      unsubscribeToken: "Bob_unsubscribe-token-9876543210",
      preferencesToken: "b".repeat(43),
    },
  ];

  /** A keeper that keeps one body and counts its renders. */
  function countingKeeper() {
    let body: Promise<ReportBody> | undefined;
    const keeper = { renders: 0, keep: (render: () => Promise<ReportBody>) => (body ??= (keeper.renders++, render())) };
    return keeper as { renders: number; keep: ReportBodyKeeper };
  }

  it("gives each subscriber, byte for byte, the message rendered for them alone, their own links in it", async () => {
    for (const shared of [{ lead }, { lead: null }]) {
      const keeper = countingKeeper();
      for (const [index, reader] of readers.entries()) {
        const kept = await reportMessage(
          { from, siteUrl, ...shared },
          week,
          reader,
          `key-${index}`,
          chartOf,
          keeper.keep,
        );
        const alone = await reportMessage({ from, siteUrl, ...shared }, week, reader, `key-${index}`, chartOf);
        expect(kept).toEqual(alone);
        expect(String(kept.html)).toContain(`${siteUrl}/unsubscribe/${reader.unsubscribeToken}`);
        expect(String(kept.text)).toContain(`${siteUrl}/preferences/${reader.preferencesToken}`);
        expect(kept.list).toEqual({
          unsubscribe: [
            [`${siteUrl}/unsubscribe/${reader.unsubscribeToken}`, `mailto:${from.address}?subject=unsubscribe`],
          ],
        });
      }
      expect(keeper.renders).toBe(1);
    }
  });

  it("renders on its own the message of a token that is not letters, digits, - and _", async () => {
    const keeper = countingKeeper();
    const odd = { ...readers[0]!, unsubscribeToken: "token&with<marks>" };
    const kept = await reportMessage({ from, siteUrl, lead }, week, odd, "key", chartOf, keeper.keep);
    expect(kept).toEqual(await reportMessage({ from, siteUrl, lead }, week, odd, "key", chartOf));
    expect(keeper.renders).toBe(0);
  });
});
