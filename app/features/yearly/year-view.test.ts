import { describe, expect, it } from "vitest";
import { sale } from "~/domain/test-sale";
import { yearContracts, yearHistory } from "./test-year-history";
import { yearReport } from "./year-figures";
import { yearHref, yearSentences, yearView } from "./year-view";

// The figures below are worked out by hand from test-year-history.ts (see year-figures.test.ts).
const coverage = yearHistory.coverage.contracts;
const sample = [{ from: "2023-07-03", to: "2024-06-30" }];
const view = (year: number, filter: Parameters<typeof yearReport>[3] = "all", words = null) =>
  yearView({ report: yearReport(yearContracts, year, coverage, filter), years: [2025, 2024], sample, words });

describe("yearView", () => {
  const y2025 = view(2025);

  it("heads the year with its sale contracts, medians and changes on the year before", () => {
    expect(y2025.title).toBe("2025 Greenwich Market Review");
    expect(y2025.headline).toEqual([
      { label: "Sale contracts, 2025", value: "18", detail: "+20.0% on 2024; 1 lease apart" },
      { label: "Median contract price, 2025", value: "$3.00M", detail: "0.0% on 2024" },
      // 2024 per sq ft: 5 x 1,000, 5 x 1,500, 5 x 3,250: the middle is 1,500, as in 2025.
      { label: "Median price per sq ft, 2025", value: "$1,500", detail: "0.0% on 2024" },
      { label: "Median days on market, 2025", value: "30 days", detail: "0.0% on 2024" },
    ]);
  });

  it("says the year in sentences from its figures alone", () => {
    expect(y2025.sentences).toEqual([
      "Greenwich saw 18 sale contracts in 2025 and 1 lease, counted apart.",
      "That is up 20.0% on 2024 (15 sale contracts).",
      "The median contract price was $3.00M (0.0% on 2024), and the median home went under contract after 30 days.",
      // Q1 7 vs 5 up, Q2 4 vs 5 down, Q3 2 vs 0 up, Q4 5 vs 5 level.
      "Against the same quarter a year earlier, sale contracts were up in 2 quarters, down in 1 quarter and level in 1 quarter.",
    ]);
  });

  it("gives the quarters with changes only where both rest on enough contracts", () => {
    expect(y2025.quarters[0]).toEqual({
      label: "Q1 2025",
      now: "7",
      yearBefore: "5",
      change: "+40.0%",
      medianPrice: "$2.00M",
      medianChange: "0.0%",
    });
    expect(y2025.quarters[2]).toEqual({
      label: "Q3 2025",
      now: "2",
      yearBefore: "0",
      change: "–",
      medianPrice: "Only 2 contracts",
      medianChange: "–",
    });
  });

  it("bands the sales with their shares, and lists villages and types", () => {
    expect(
      y2025.priceBands.map(({ label, now, share, yearBefore, change }) => [label, now, share, yearBefore, change]),
    ).toEqual([
      ["Under $2M", "1", "5.6%", "0", "–"],
      ["$2M to $4M", "10", "55.6%", "10", "0.0%"],
      ["$4M to $6M", "2", "11.1%", "0", "–"],
      ["$6M and up", "5", "27.8%", "5", "0.0%"],
    ]);
    // Central Greenwich: 13 contracts (10 in 2024), median $2M (2024: the mean of $2M and $3M, $2.5M).
    expect(y2025.villages[0]).toEqual({
      name: "Greenwich (central, Byram, mid-country)",
      contracts: "13",
      change: "+30.0%",
      medianPrice: "$2.00M",
      medianChange: "-20.0%",
    });
    expect(y2025.types).toEqual([
      { label: "Single-family", contracts: "11", change: "-26.7%", medianPrice: "$2.00M" },
      { label: "Condo and co-op", contracts: "6", change: "–", medianPrice: "$3.00M" },
      { label: "Multifamily", contracts: "0", change: "–", medianPrice: "No contracts" },
      { label: "Land", contracts: "1", change: "–", medianPrice: "Only 1 contract" },
      { label: "Leases (counted apart)", contracts: "1", change: "–", medianPrice: "–" },
    ]);
  });

  it("shows leases quarter by quarter under the rental filter, without prices", () => {
    const rental = view(2025, "rental");
    expect(rental.quarterColumns).toBe("leases");
    expect(rental.quarters.map((row) => [row.now, row.yearBefore, row.medianPrice])).toEqual([
      ["1", "1", "–"],
      ["0", "0", "–"],
      ["0", "1", "–"],
      ["0", "0", "–"],
    ]);
    expect(rental.filters.find((filter) => filter.active)?.filter).toBe("rental");
    // No quarter sentence for one type: the sentences speak of every sale.
    expect(rental.sentences).toHaveLength(3);
  });

  it("says No history where the history does not hold the year before", () => {
    const y2024 = view(2024);
    expect(y2024.headline[0]).toEqual({
      label: "Sale contracts, 2024",
      value: "15",
      detail: "No history for 2023; 2 leases apart",
    });
    expect(y2024.headline[1]!.detail).toBe("No history for 2023");
    expect(y2024.sentences.slice(0, 2)).toEqual([
      "Greenwich saw 15 sale contracts in 2024 and 2 leases, counted apart.",
      "The history does not hold all of 2023, so no change against it is given.",
    ]);
    expect(y2024.quarters.map((row) => [row.yearBefore, row.change])).toEqual([
      ["No history", "No history"],
      ["No history", "No history"],
      ["No history", "No history"],
      ["3", "–"],
    ]);
    expect(y2024.priceBands[0]!.yearBefore).toBe("No history");
  });

  it("marks a year whose figures or the year before's include sample days, with the one sentence", () => {
    expect(y2025.sample).toEqual({
      badge: "Sample data",
      notice:
        "Sample data: the figures through June 30, 2024 are generated for this demonstration; the broker's own history replaces them.",
    });
    const real = yearView({
      report: yearReport(yearContracts, 2025, coverage),
      years: [2025, 2024],
      sample: [],
      words: null,
    });
    expect(real.sample).toBeNull();
  });

  it("links every year the history holds, the newest at the plain address, and keeps the year in the filter", () => {
    expect(y2025.years).toEqual([
      { year: 2025, href: "/yearly-market-summary", current: true },
      { year: 2024, href: "/yearly-market-summary?year=2024", current: false },
    ]);
    expect(view(2024).filters.map((filter) => filter.href)).toEqual([
      "/yearly-market-summary?year=2024#quarters",
      "/yearly-market-summary?year=2024&type=single-family#quarters",
      "/yearly-market-summary?year=2024&type=condo#quarters",
      "/yearly-market-summary?year=2024&type=multifamily#quarters",
      "/yearly-market-summary?year=2024&type=rental#quarters",
    ]);
    expect(yearHref(2025, 2025, "condo")).toBe("/yearly-market-summary?type=condo");
  });

  it("keeps the broker's words only when some were written", () => {
    expect(y2025.words).toBeNull();
    const empty = yearView({
      report: yearReport(yearContracts, 2025, coverage),
      years: [2025],
      sample: [],
      words: { summary: [], outlook: [] },
    });
    expect(empty.words).toBeNull();
    const written = yearView({
      report: yearReport(yearContracts, 2025, coverage),
      years: [2025],
      sample: [],
      words: { summary: ["<strong>A</strong> year."], outlook: [] },
    });
    expect(written.words).toEqual({ summary: ["<strong>A</strong> year."], outlook: [] });
  });
});

describe("yearSentences", () => {
  const quarterly = (perQuarter: Record<string, number>) =>
    Object.entries(perQuarter).flatMap(([date, count]) => Array.from({ length: count }, () => sale(date, 2_000_000)));
  const held = [{ from: "2024-01-01", to: "2025-12-31" }];

  it("says every quarter up when each rose, and every quarter down when each fell", () => {
    const before = { "2024-02-01": 5, "2024-05-01": 5, "2024-08-01": 5, "2024-11-01": 5 };
    const up = quarterly({ ...before, "2025-02-01": 6, "2025-05-01": 6, "2025-08-01": 6, "2025-11-01": 6 });
    expect(yearSentences(yearReport(up, 2025, held)).at(-1)).toBe(
      "Sale contracts were up on the year before in every quarter.",
    );
    const down = quarterly({ ...before, "2025-02-01": 4, "2025-05-01": 4, "2025-08-01": 4, "2025-11-01": 4 });
    const sentences = yearSentences(yearReport(down, 2025, held));
    expect(sentences[1]).toBe("That is down 20.0% on 2024 (20 sale contracts).");
    expect(sentences.at(-1)).toBe("Sale contracts were down on the year before in every quarter.");
  });
});
