import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { formatFigure } from "../../app/features/trends/trends-view";
import type { Figure } from "../../app/domain/measures";
import { formatInteger, formatSignedPercent } from "../../app/lib/format";
import { LAYOUT } from "./tags";
import { testedWithoutJavaScript } from "./hydrated";
import { axeBuilder } from "./axe";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/market-trends");

const PATH = "/market-trends";

/** The CSV the page's download link gives, as the browser saves it: header and records. */
async function downloadCsv(
  page: Page,
): Promise<{ href: string; fileName: string; header: string[]; records: string[][] }> {
  const link = page.getByRole("link", { name: "Download these figures (CSV)" });
  const href = (await link.getAttribute("href"))!;
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  const [header, ...records] = parse(readFileSync((await download.path())!), { bom: true }) as string[][];
  return { href, fileName: download.suggestedFilename(), header: header!, records };
}

const number = (cell: string | undefined) => (cell === undefined || cell === "" ? null : Number(cell));

/**
 * The page ships no JavaScript (decision 014): the same with JavaScript on and off, so the journeys
 * run with it off; axe runs as a script in the page, with it on (decision 124).
 */
test.describe("market trends, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  // The chart is laid out for the window's width: both widths.
  test(
    "shows the newest week, the chart in the window's layout, the methodology, one sample notice",
    LAYOUT,
    async ({ page }, testInfo) => {
      const response = await page.goto(PATH);
      expect(response?.status()).toBe(200);
      expect(await response!.text()).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
      await expect(page.getByRole("heading", { level: 1, name: "Greenwich Market Trends" })).toBeVisible();
      await expect(page.locator("[data-sample-notice]")).toHaveCount(1);
      await expect(page.locator("[data-sample-notice]")).toHaveText(
        // The site's one sentence (decision 136), naming the sample days among those drawn.
        /^Sample data: the figures through \w+ \d+, \d{4} are generated for this demonstration; the broker's own history replaces them\.$/,
      );
      await expect(page.getByRole("heading", { level: 2, name: /^The week of / })).toBeVisible();
      for (const label of [
        "Contracts",
        "Median contract price",
        "Median price per sq ft",
        "Median days on market",
        "Share of contracts above $4M",
      ]) {
        await expect(page.getByRole("heading", { level: 4, name: label, exact: true })).toBeVisible();
        await expect(
          page.getByRole("term").filter({ hasText: new RegExp(`^${label.replace("$", "\\$")}$`) }),
        ).toBeVisible();
      }
      const narrow = testInfo.project.name === "mobile";
      const chart = page.getByRole("img", { name: /^Median contract price by week, All sale contracts/ });
      await expect(chart).toHaveCount(1);
      await expect(chart).toHaveAttribute("data-chart-layout", narrow ? "narrow" : "wide");
      // The chart fits the window: no sideways scroll of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow ? 375 : 1280);
      await expect(page.getByRole("heading", { level: 2, name: "How these figures are made" })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`market-trends-${testInfo.project.name}.png`),
        fullPage: true,
      });
    },
  );

  test("the form chooses measure, period, type, village and price band with a plain GET", async ({ page }) => {
    await page.goto(PATH);
    await page.getByLabel("Measure").selectOption({ label: "Contracts" });
    await page.getByLabel("Period").selectOption({ label: "13 weeks" });
    await page.getByLabel("Property type").selectOption({ label: "Single Family" });
    await page.getByLabel("Village").selectOption({ label: "Riverside (06878)" });
    await page.getByLabel("Price band").selectOption({ label: "$2M to $4M" });
    await page.getByRole("button", { name: "Show trends" }).click();
    await expect(page).toHaveURL(
      /\/market-trends\?measure=contracts&period=13w&type=single-family&zip=06878&band=2m-4m$/,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Contracts by week" })).toBeVisible();
    await expect(page.getByLabel("Village")).toHaveValue("06878");
    await expect(
      page.getByRole("img", { name: /^Contracts by week, Single Family, Riverside \(06878\), \$2M to \$4M/ }),
    ).toHaveCount(1);
    await page.getByText("Show the figures as a table").click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(14);
  });

  test("the download holds exactly the chart's figures for the same query, and the page's figures recompute from it", async ({
    page,
  }) => {
    const query = "measure=contracts&period=1y&type=all&zip=all&band=all";
    await page.goto(`${PATH}?${query}`);
    const { href, fileName, header, records } = await downloadCsv(page);
    expect(href).toBe(`/market-trends.csv?${query}`);
    expect(fileName).toBe("greenwich-contracts-1y-all-types-all-villages-all-prices.csv");
    expect(header).toEqual([
      "Week start",
      "Week end",
      "Contracts",
      "Contracts counted",
      "Contracts, 4 weeks",
      "Contracts counted, 4 weeks",
      "Contracts, 13 weeks",
      "Contracts counted, 13 weeks",
      "Contracts, 52 weeks",
      "Contracts counted, 52 weeks",
      "Contracts, same week a year earlier",
      "Contracts counted, same week a year earlier",
      "Contracts, 52 weeks a year earlier",
      "Contracts counted, 52 weeks a year earlier",
      "Contracts, 52 weeks, change from a year earlier",
    ]);
    expect(records).toHaveLength(52);

    // Every row of the table is the CSV's row, written for the page.
    await page.getByText("Show the figures as a table").click();
    const cells = await page
      .getByRole("table")
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "")));
    // A figure of the download as the page writes it (a count is never withheld; a gap has no count).
    const figure = (value: string, count: string): Figure =>
      value === ""
        ? { value: null, basis: 0, status: "gap" }
        : { value: Number(value), basis: Number(count), status: "ok" };
    expect(cells.map((row) => row.slice(1))).toEqual(
      records.map((record) => [
        formatInteger(Number(record[3])),
        formatFigure("contracts", figure(record[2]!, record[3]!)),
        formatFigure("contracts", figure(record[4]!, record[5]!), 4),
        formatFigure("contracts", figure(record[6]!, record[7]!), 13),
        formatFigure("contracts", figure(record[8]!, record[9]!), 52),
        formatFigure("contracts", figure(record[10]!, record[11]!)),
      ]),
    );

    // The newest 4-week figure is the mean of the last four weekly counts.
    const last = records.at(-1)!;
    const meanOfFour = records.slice(-4).reduce((sum, record) => sum + Number(record[2]), 0) / 4;
    expect(number(last[4])).toBe(meanOfFour);
    const newestRow = page.getByRole("table").locator("tbody tr").last();
    await expect(newestRow.locator("td").nth(2)).toHaveText(formatFigure("contracts", figure(last[4]!, last[5]!), 4));

    // The newest week's card: its count, its 13 and 52 weeks, and the 52 weeks' change from a year earlier.
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Contracts", exact: true }) });
    await expect(card.locator("p")).toHaveText(formatInteger(Number(last[2])));
    await expect(card.getByRole("definition").nth(0)).toHaveText(
      formatFigure("contracts", figure(last[6]!, last[7]!), 13),
    );
    await expect(card.getByRole("definition").nth(1)).toHaveText(
      formatFigure("contracts", figure(last[8]!, last[9]!), 52),
    );
    await expect(card.getByRole("definition").nth(2)).toHaveText(
      formatFigure("contracts", figure(last[12]!, last[13]!), 52),
    );
    if (last[14]) await expect(card.getByRole("definition").nth(3)).toHaveText(formatSignedPercent(Number(last[14])));
  });

  test("an unknown choice is named on the page and replaced by the default; the download refuses it", async ({
    page,
    request,
  }) => {
    const response = await page.goto(`${PATH}?measure=rent&zip=10001`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText("“rent” is not a measure this page offers: showing Median contract price."),
    ).toBeVisible();
    await expect(page.getByText("“10001” is not a village this page offers: showing All of Greenwich.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Download these figures (CSV)" })).toHaveAttribute(
      "href",
      "/market-trends.csv?measure=median-price&period=1y&type=all&zip=all&band=all",
    );
    const csv = await request.get("/market-trends.csv?measure=rent");
    expect(csv.status()).toBe(400);
    expect(await csv.text()).toContain("“rent” is not a measure");
  });
});

// axe runs in the page, so with JavaScript on; the HTML is the same without. The figures' table open
// widens the page: both widths.
test("the page with its figures' table open has no axe violation", LAYOUT, async ({ page }) => {
  // axe over a page with two charts and a 52-row table takes a while on a busy machine.
  test.setTimeout(240_000);
  await page.goto(PATH);
  await page.getByText("Show the figures as a table").click();
  await expect(page.getByRole("table")).toBeVisible();
  const results = await axeBuilder(page).analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});
