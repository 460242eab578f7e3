import { expect, test } from "@playwright/test";
import { rentalMarketCopy } from "../../content/investors/rental-market";
import { zipHotspotsCopy } from "../../content/investors/zip-code-hotspots";

/** The pages ship no JavaScript (decision 014): checked with JavaScript on and off. */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`investor pages computed from the weekly contracts, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("ZIP code hotspots lists the five Greenwich ZIP codes with their figures", async ({ page }) => {
      await page.goto("/investors/zip-code-hotspots");
      const table = page.getByRole("table", { name: zipHotspotsCopy.tableTitle });
      for (const zip of ["06830", "06831", "06807", "06870", "06878"]) {
        await expect(table.getByRole("rowheader", { name: zip })).toBeVisible();
      }
      // 42 contracts in the four sample weeks, 4 of them rentals: the page is based on the 38 sales its table adds up to.
      await expect(page.getByText(/Based on 38 sale contracts in 4 weekly reports/)).toBeVisible();
      const sales = await table.locator("tbody tr td:nth-child(3)").allInnerTexts();
      expect(sales.map(Number).reduce((sum, n) => sum + n, 0)).toBe(38);
      await expect(page.getByRole("link", { name: zipHotspotsCopy.ctaContact })).toHaveAttribute(
        "href",
        /^\/contact\?request=/,
      );
    });

    test("rental market shows monthly rents by ZIP and every rental", async ({ page }) => {
      await page.goto("/investors/rental-market");
      await expect(page.getByRole("table", { name: rentalMarketCopy.byZipTitle })).toContainText("/mo");
      const rentals = page.getByRole("table", { name: rentalMarketCopy.rentalsTitle });
      await expect(rentals.locator("tbody tr")).toHaveCount(4);
      await expect(rentals).toContainText("$12,500/mo");
      await expect(page.getByRole("link", { name: rentalMarketCopy.ctaReport })).toHaveAttribute(
        "href",
        "/market-report",
      );
    });
  });
}

test("the investor pages ship no JavaScript (issue 16)", async ({ request }) => {
  for (const path of ["/investors/zip-code-hotspots", "/investors/rental-market"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script\b[^>]*type="module"|modulepreload|__reactRouterContext/);
  }
});
