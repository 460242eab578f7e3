import { describe, expect, it } from "vitest";
import type { ZipAggregate } from "~/domain/investor-figures";
import { formatPricePerSqft, formatRentPerSqft, rentalMarketPageView, zipHotspotsPageView } from "./investor-page-view";

const zip = (key: ZipAggregate["key"], area: string, figures: Partial<ZipAggregate>): ZipAggregate => ({
  key,
  area,
  count: 1,
  avgDom: 45,
  avgPrice: 2_000_000,
  avgPricePerSqft: 900,
  domTone: "yellow",
  ...figures,
});

describe("per square foot", () => {
  it("a monthly rent to the cent, a sale price to the dollar, a dash where there is none", () => {
    expect(formatRentPerSqft(4.166)).toBe("$4.17");
    expect(formatRentPerSqft(null)).toBe("-");
    expect(formatPricePerSqft(1254.4)).toBe("$1,254");
    expect(formatPricePerSqft(null)).toBe("-");
  });
});

describe("ZIP code hotspots", () => {
  const riverside = zip("06878", "Riverside", { count: 3, avgDom: 22, domTone: "green", avgPricePerSqft: 1100 });
  const greenwich = zip("06830", "Greenwich", { count: 9, avgDom: 68, domTone: "red", avgPricePerSqft: 1400 });
  const view = zipHotspotsPageView(
    {
      range: "September 1-28, 2025",
      weekCount: 4,
      saleCount: 12,
      zips: [greenwich, riverside],
      highlights: { mostActive: greenwich, fastest: riverside, priciestPerSqft: greenwich },
      types: [],
    },
    true,
  );

  it("colours only the fastest ZIP code, by its days on market (spec 4)", () => {
    expect(view.highlights.map(({ value, detail, detailTone }) => ({ value, detail, detailTone }))).toEqual([
      { value: "06830", detail: "Greenwich: 9 sales", detailTone: "neutral" },
      { value: "06878", detail: "Riverside: 22 days on average", detailTone: "green" },
      { value: "06830", detail: "Greenwich: $1,400 per sq ft", detailTone: "neutral" },
    ]);
  });

  it("formats each row's price in millions and keeps its days-on-market tone", () => {
    expect(view.zips[0]).toMatchObject({
      avgPrice: "$2.0M",
      avgPricePerSqft: "$1,400",
      avgDom: "68 days",
      domTone: "red",
    });
    expect(view.copy.period).toContain("Based on 12 sale contracts in 4 weekly reports");
  });
});

describe("rental market", () => {
  it("shows monthly rents, the rent per sq ft and each rental's date", () => {
    const rental = {
      address: "12 Oak Lane",
      zip: "06807",
      contractDate: "2025-09-10",
      sqft: 1500,
      price: 12_500,
      dom: 30,
      domTone: "green",
    };
    const view = rentalMarketPageView(
      {
        range: "September 1-28, 2025",
        count: 1,
        avgRent: 12_500,
        rentPerSqft: 8.333,
        avgDom: 30,
        rentals: [rental],
        byZip: [{ ...zip("06807", "Cos Cob", { avgPrice: 12_500, avgDom: 30, domTone: "green" }), rentPerSqft: 8.333 }],
        yields: [{ zip: "06807", area: "Cos Cob", percent: 7.14 }],
      } as unknown as Parameters<typeof rentalMarketPageView>[0],
      false,
    );
    expect(view.stats.map((stat) => stat.value)).toEqual(["1", "$12,500", "$8.33", "30 days"]);
    expect(view.byZip[0]).toMatchObject({ avgRent: "$12,500/mo", rentPerSqft: "$8.33", avgDom: "30 days" });
    expect(view.rentals[0]).toMatchObject({ rent: "$12,500/mo", sqft: "1,500", dom: "30 days", domTone: "green" });
    expect(view.yields).toEqual([{ label: "06807 Cos Cob", value: "7.1%" }]);
    expect(view.ctaLinks[0]!.to).toMatch(/^\/contact\?request=/);
  });
});
