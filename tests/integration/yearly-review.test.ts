import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contentVersions, yearlyWords } from "~db/schema";
import { quarterlyReportLoader } from "../../app/features/trends/quarterly-report-route.server";
import { inlineMarkdownHtml } from "../../app/features/reports/markdown.server";
import { yearlyLoader } from "../../app/features/yearly/yearly-route.server";
import * as studioYearly from "../../app/routes/studio.yearly";
import * as byramGuide from "../../app/routes/buyers.byram-guide";
import * as firstTimeGuide from "../../app/routes/buyers.first-time-guide";
import * as greenwichVsStamford from "../../app/routes/buyers.greenwich-vs-stamford";
import * as investmentTrends from "../../app/routes/investors.investment-trends";
import { databases } from "./databases";
import { answered, call, signedInStudio, thrown } from "./route-calls";

// The yearly review from the history (decision 140), through its loader and the studio's route, on
// both databases: the seed weeks (September and October 2025) and the three sample years before
// them, so 2023 and 2024 are the whole years the history holds.

/** Content versions the per-process caches have never seen: an emptied table would start the count again. */
let versionFloor = 1_900_000_000;

describe.each(databases)("the yearly review ($name)", ({ open }) => {
  const session = signedInStudio(open, (handle) =>
    handle.db.insert(contentVersions).values({ key: "weeks", version: (versionFloor += 10_000) }),
  );
  const page = (query = "") =>
    yearlyLoader(new URL(`http://localhost/yearly-market-summary${query}`), session.context(), inlineMarkdownHtml);
  const notFound = async (query: string) => {
    const error = (await page(query).catch((thrownError: unknown) => thrownError)) as {
      init?: { status: number };
      data?: { lead: string; years: { label: string; to: string }[] };
    };
    return error;
  };

  it("shows the newest whole year, its figures the quarterly reports' added up, sample data said", async () => {
    const view = await page();
    expect(view.year).toBe(2024);
    expect(view.years.map((entry) => entry.year)).toEqual([2024, 2023]);
    let sales = 0;
    let leases = 0;
    for (const quarter of ["2024-q1", "2024-q2", "2024-q3", "2024-q4"]) {
      const report = await quarterlyReportLoader(
        new URL(`http://localhost/quarterly-report/${quarter}`),
        session.context(),
        quarter,
      );
      const rows = report.view.figures;
      sales += Number(rows.find((row) => row.label === "Sale contracts")!.now.replace(",", ""));
      leases += Number(rows.find((row) => row.label === "Leases (counted apart)")!.now.replace(",", ""));
      const quarterRow = view.quarters.find((row) => row.label === report.view.label)!;
      expect(quarterRow.now).toBe(rows[0]!.now);
      expect(quarterRow.yearBefore).toBe(rows[0]!.yearBefore);
    }
    expect(view.headline[0]!.value).toBe(sales.toLocaleString("en-US"));
    expect(view.headline[0]!.detail).toContain(`${leases} leases apart`);
    expect(view.sentences[0]).toBe(
      `Greenwich saw ${sales} sale contracts in 2024 and ${leases} leases, counted apart.`,
    );
    expect(view.sample).toMatchObject({ badge: "Sample data" });
    expect(view.sample!.notice).toMatch(/^Sample data: the figures through /);
    expect(view.words).toBeNull();
  });

  it("is the year whose median contract price the guides quote, with its sample sentence (decision 141)", async () => {
    const view = await page();
    const median = view.headline.find((figure) => figure.label === "Median contract price, 2024")!.value;
    // The figure the guides once typed; the history's 2024 quarters are nowhere near it.
    expect(median).not.toBe("$2.9M");
    const load = async (module: { loader: (args: never) => unknown }, path: string) =>
      JSON.stringify(
        answered(
          await call(module.loader, {
            request: new Request(`http://localhost${path}`),
            context: session.context(),
            params: {},
          }),
        ).data,
      );
    for (const [module, path] of [
      [byramGuide, "/buyers/byram-guide"],
      [greenwichVsStamford, "/buyers/greenwich-vs-stamford"],
      [investmentTrends, "/investors/investment-trends"],
      [firstTimeGuide, "/buyers/first-time-guide"],
    ] as const) {
      const text = await load(module, path);
      expect(text, path).toContain(median);
      expect(text, path).toContain("Median contract price, all home types, 2024");
      // 2024 is sample data here: the one sentence, the review's where the page quotes only the
      // year, and over the year and the 52 weeks to the newest week where it quotes those too
      // (decision 159).
      const quotesTheWeeks = path === "/buyers/byram-guide" || path === "/investors/investment-trends";
      expect(text, path).toContain(
        quotesTheWeeks
          ? "Sample data: the figures through October 19, 2025 are generated for this demonstration; the broker's own history replaces them."
          : view.sample!.notice,
      );
      expect(text.match(/Sample data: the figures/g), path).toHaveLength(1);
      expect(text, path).not.toContain("$2.9M");
    }
  });

  it("opens an earlier year by ?year=, with No history where the year before is not whole", async () => {
    const view = await page("?year=2023");
    expect(view.year).toBe(2023);
    expect(view.headline[0]!.detail).toMatch(/^No history for 2022; /);
    expect(view.years.find((entry) => entry.current)).toEqual({
      year: 2023,
      href: "/yearly-market-summary?year=2023",
      current: true,
    });
  });

  it("answers 404 naming the years held for a year the history does not hold or is no year", async () => {
    for (const query of ["?year=2019", "?year=2025", "?year=twenty"]) {
      const error = await notFound(query);
      expect(error.init?.status, query).toBe(404);
      expect(error.data?.years).toEqual([
        { label: "2024", to: "/yearly-market-summary" },
        { label: "2023", to: "/yearly-market-summary?year=2023" },
      ]);
    }
  });

  it("shows every sale for an unknown type, as the filter always has", async () => {
    const view = await page("?type=castle");
    expect(view.filters.find((filter) => filter.active)?.filter).toBe("all");
  });

  describe("the year's words in the studio", () => {
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({ intent: "save", year: "2024", summary: "", outlook: "", ...fields }))
        body.set(key, value);
      return body;
    };
    const save = (fields: Record<string, string>, cookie?: string) =>
      session.submit(studioYearly.action, "/studio/yearly", form(fields), cookie);
    const stored = async () => ({
      rows: await session.handle.db.select().from(yearlyWords),
      audits: await session.handle.db.select().from(auditLog).where(eq(auditLog.action, "yearly.words-saved")),
    });

    it("refuses without a session: the page redirects to sign-in, a post is 401, nothing stored", async () => {
      const signedOut = await thrown(session.load(studioYearly.loader, "/studio/yearly"));
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("Location")).toMatch(/^\/studio\/sign-in/);
      expect((await thrown(save({ summary: "Words." }))).status).toBe(401);
      expect((await thrown(save({ summary: "Words." }, "studio_session=forged"))).status).toBe(401);
      expect(await stored()).toEqual({ rows: [], audits: [] });
    });

    it("lets an editor and an owner write the words: stored, audited, on the public page as safe HTML", async () => {
      const editorPage = (await session.load(studioYearly.loader, "/studio/yearly", session.editorCookie)) as Awaited<
        ReturnType<typeof studioYearly.loader>
      >;
      expect(editorPage).toMatchObject({ year: 2024, values: { summary: "", outlook: "" } });
      expect(editorPage.years.map((entry) => [entry.year, entry.written])).toEqual([
        [2024, false],
        [2023, false],
      ]);

      const saved = answered(
        await save(
          {
            summary: "A **steady** year.\r\n\r\nPrices held <script>alert(1)</script> firm.",
            outlook: "More listings in the spring.",
          },
          session.editorCookie,
        ),
      );
      expect(saved).toMatchObject({ status: 200, data: { ok: true } });
      const after = await stored();
      expect(after.rows).toMatchObject([
        {
          year: 2024,
          summary: ["A **steady** year.", "Prices held <script>alert(1)</script> firm."],
          outlook: ["More listings in the spring."],
        },
      ]);
      expect(after.audits).toMatchObject([
        {
          actor: "editor@example.com",
          subject: "year 2024",
          details: {
            year: 2024,
            before: { summary: [], outlook: [] },
            after: { outlook: ["More listings in the spring."] },
          },
        },
      ]);
      const view = await page();
      expect(view.words).toEqual({
        summary: ["A <strong>steady</strong> year.", "Prices held  firm."],
        outlook: ["More listings in the spring."],
      });
      // The earlier year's page has none of them.
      expect((await page("?year=2023")).words).toBeNull();

      // The owner empties the outlook; the same words again change nothing and write no entry.
      expect(answered(await save({ summary: "A **steady** year." }, session.ownerCookie)).status).toBe(200);
      const again = answered(await save({ summary: "A **steady** year." }, session.ownerCookie));
      expect(again.data).toEqual({ ok: true, message: "Nothing changed." });
      const [latest] = await session.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "yearly.words-saved"))
        .orderBy(desc(auditLog.id));
      expect(latest).toMatchObject({
        actor: "owner@example.com",
        details: { after: { summary: ["A **steady** year."], outlook: [] } },
      });
      expect((await stored()).audits).toHaveLength(2);
      expect((await page()).words).toEqual({ summary: ["A <strong>steady</strong> year."], outlook: [] });
    });

    it("answers bad input with 400 naming the field and the words sent, a year not held with 404, and stores nothing", async () => {
      const long = answered(await save({ summary: "x".repeat(4001) }, session.ownerCookie));
      expect(long).toMatchObject({
        status: 400,
        data: { ok: false, field: "summary", values: { summary: "x".repeat(4001) } },
      });
      expect(long.data.error).toBe("Each paragraph of the year in your words is at most 4,000 characters.");
      expect(answered(await save({ year: "20x4" }, session.ownerCookie))).toMatchObject({
        status: 400,
        data: { error: "Give the year as four digits." },
      });
      expect(answered(await save({ intent: "publish" }, session.ownerCookie))).toMatchObject({
        status: 400,
        data: { error: "Unknown action." },
      });
      expect(answered(await save({ year: "2025", summary: "Too soon." }, session.ownerCookie))).toMatchObject({
        status: 404,
        data: { error: "The history does not hold all of 2025: there is no review of it to write for." },
      });
      expect(
        (await thrown(session.load(studioYearly.loader, "/studio/yearly?year=2019", session.ownerCookie))).status,
      ).toBe(404);
      expect(await stored()).toEqual({ rows: [], audits: [] });
    });
  });
});
