import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/lib/public-routes";
import { problemsAtEveryWidth } from "./axe";
import { gotoHydrated } from "./hydrated";
import { watchErrors } from "./watch-errors";

// Every public page, and the states of a page a visitor reaches through its address (a week, a tab,
// an open dialog, a calculator's answer), at 375 and 1280 px: every axe rule of every impact, no
// sideways scroll of the page, and every table either fits or says that more columns are to the
// side, its caption whole; no console error or uncaught exception, and one visible h1 on each
// page. Both widths are set in each test, so the check does not depend on which window sizes the
// configuration runs a spec at; the desktop project runs it once. (What a page reads like without
// JavaScript is smoke.spec.ts's.)

const PAGE_STATES = [
  "/market-report?week=1",
  "/market-report?week=4",
  "/mock-market-report?watch=agents",
  "/mock-market-report?glossary=1",
  "/mock-market-report?listing=125001",
  "/mock-market-report?week=39",
  "/yearly-market-summary?type=rental",
  "/quarterly-report/2025-q3",
  "/sellers/conveyance-tax?price=2500000",
  "/investors/mill-rates?value=2500000",
  "/archive?q=september",
  // A calculator's answer or message adds tables, panels and marked fields to the page.
  "/insurance-education?tab=insurance",
  "/insurance-education?tab=costs",
  "/insurance-education?price=3000000&type=land",
  "/sellers/conveyance-tax?price=3%2C000%2C000",
  "/sellers/pricing-guide?sqft=2%2C500&neighborhood=byram&condition=move-in-ready",
  "/sellers/renovate-vs-knockdown?value=%242%2C000%2C000&sqft=3000&year=1955",
];

/** A calculator's address with a field it cannot read: answered 400, with the field's message. */
const BAD_INPUT_STATES = [
  "/sellers/conveyance-tax?price=abc",
  "/buyers/first-time-guide?income=200000&downPayment=500000&monthlyDebts=lots",
  "/buyers/first-time-guide?income=50000&downPayment=2000000&monthlyDebts=5000&rate=x",
  "/sellers/pricing-guide?sqft=about+2000",
];

test.describe("every page passes axe and fits at 375 and 1280 px", () => {
  for (const address of [...publicRoutes, ...PAGE_STATES, ...BAD_INPUT_STATES]) {
    test(`page ${address}`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === "mobile", "both widths are set in the test");
      const errors = watchErrors(page);
      const response = await gotoHydrated(page, address);
      const badInput = BAD_INPUT_STATES.includes(address);
      expect(response?.status()).toBe(badInput ? 400 : 200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      expect(await problemsAtEveryWidth(page)).toEqual([]);
      // The browser logs the document's own 400 as a failed load; nothing else may be logged.
      expect(errors).toEqual(
        badInput ? ["Failed to load resource: the server responded with a status of 400 (Bad Request)"] : [],
      );
    });
  }
});
