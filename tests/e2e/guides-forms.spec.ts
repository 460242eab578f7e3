import { expect, test } from "@playwright/test";
import { pricingFromQuery } from "../../app/features/guides/pricing-estimate";
import { pricingFormView } from "../../app/features/guides/pricing-form-view";
import { pricingGuideContent } from "../../content/guides/pricing-guide";
import { testedWithoutJavaScript } from "./hydrated";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/sellers/pricing-guide", "/sellers/renovate-vs-knockdown");

/**
 * What the quick pricing form shows for a query and its midpoint, worked out by the page's own code
 * from the fact book's defaults (a neighborhood's price per sq ft is a fact the broker edits in the
 * studio, decision 111; the test server's database has none edited).
 */
function pricingResult(query: string) {
  const { pricingNeighbourhoods } = pricingGuideContent();
  const outcome = pricingFromQuery(new URLSearchParams(query), pricingNeighbourhoods);
  const { result } = pricingFormView(outcome, pricingNeighbourhoods);
  if (!result || outcome.status !== "valid") throw new Error(`${query} is not a valid pricing query`);
  return { ...result, midpoint: outcome.result.estimate.estimate };
}

// The two guide forms are GET forms the server answers, on pages that ship no JavaScript (decision
// 014): the same with JavaScript on and off, so they run with it off (decision 124). axe runs as a
// script in the page: the states below are checked with JavaScript on.
test.describe("guide forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quick pricing form returns a price range with its assumptions", async ({ page }) => {
    await page.goto("/sellers/pricing-guide");
    const form = page.locator("section", { has: page.getByRole("heading", { name: "Quick pricing estimate" }) });
    await form.getByLabel("Finished square footage").fill("2,500");
    await form.getByLabel("Neighborhood").selectOption("byram");
    await form.getByLabel("Condition").selectOption({ label: "Move-in ready" });
    await form.getByRole("button", { name: "Calculate" }).click();

    // 2,500 sq ft x Byram's price per sq ft, +-7.5 %, rounded to $10,000.
    const expected = pricingResult("sqft=2%2C500&neighborhood=byram&condition=move-in-ready");
    const result = page.getByRole("status");
    await expect(result).toContainText(expected.range);
    await expect(result).toContainText(expected.summary);
    // Byram's price per sq ft, then the multiplication.
    await expect(result).toContainText(expected.steps[0]!);
    await expect(result).toContainText(expected.steps[2]!);
    await expect(page).toHaveURL(/sqft=2%2C500&neighborhood=byram&condition=move-in-ready/);
    // The form keeps what was entered.
    await expect(form.getByLabel("Finished square footage")).toHaveValue("2,500");

    // A worse condition lowers the range.
    await form.getByLabel("Condition").selectOption({ label: "Needs major renovation" });
    await form.getByRole("button", { name: "Calculate" }).click();
    const worse = pricingResult("sqft=2%2C500&neighborhood=byram&condition=needs-renovation");
    await expect(result).toContainText(worse.range);
    expect(worse.midpoint).toBeLessThan(expected.midpoint);
  });

  test("the pricing form names what is wrong instead of guessing", async ({ page }) => {
    await page.goto("/sellers/pricing-guide");
    const form = page.locator("section", { has: page.getByRole("heading", { name: "Quick pricing estimate" }) });
    await form.getByLabel("Finished square footage").fill("about 2000");
    await form.getByRole("button", { name: "Calculate" }).click();
    await expect(form.getByText("Enter the finished square footage as a number from 500 to 20,000.")).toBeVisible();
    await expect(form.getByText("Choose one of the six neighborhoods.")).toBeVisible();
    await expect(form.getByLabel("Finished square footage")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Your indicative price range")).toHaveCount(0);
  });

  test("the assessment form compares renovating with rebuilding", async ({ page }) => {
    await page.goto("/sellers/renovate-vs-knockdown");
    const form = page.locator("section", {
      has: page.getByRole("heading", { name: "Indicative assessment for your house" }),
    });
    await form.getByLabel("Property value").fill("$2,000,000");
    await form.getByLabel("Home size (sq ft)").fill("3000");
    await form.getByLabel("Year built").fill("1955");
    await form.getByRole("button", { name: "Compare" }).click();

    const result = page.getByRole("status");
    await expect(result).toContainText("A rebuild deserves a serious look");
    const table = result.getByRole("table", { name: "Indicative costs of each path" });
    // Gut renovation 3,000 x $450 x 1.10; rebuild 3,000 x $650 x 1.15 + $75,000.
    await expect(table.getByRole("row", { name: /Renovate/ })).toContainText("$1,485,000");
    await expect(table.getByRole("row", { name: /Knock down and rebuild/ })).toContainText("$2,317,500");
    await expect(result).toContainText("Built before 1978");
    await expect(form.getByRole("heading", { name: "Assumptions" })).toBeVisible();

    // A newer house leans the other way.
    await form.getByLabel("Year built").fill("2010");
    await form.getByRole("button", { name: "Compare" }).click();
    await expect(result).toContainText("Renovation is the likely answer");
  });

  test("the assessment form refuses a year in the future", async ({ page }) => {
    await page.goto("/sellers/renovate-vs-knockdown?value=1500000&sqft=2500&year=2999");
    await expect(page.getByText("Enter the year built as a four-digit year, no later than this year.")).toBeVisible();
    await expect(page.getByText("Indicative comparison")).toHaveCount(0);
  });
});

test("invalid form input answers 400 and valid input 200", async ({ request }) => {
  const statusOf = async (path: string) => (await request.get(path)).status();
  expect(await statusOf("/sellers/pricing-guide?sqft=12&neighborhood=byram&condition=move-in-ready")).toBe(400);
  expect(await statusOf("/sellers/pricing-guide?sqft=1200&neighborhood=byram&condition=move-in-ready")).toBe(200);
  expect(await statusOf("/sellers/renovate-vs-knockdown?value=x&sqft=2500&year=1960")).toBe(400);
  expect(await statusOf("/sellers/renovate-vs-knockdown?value=900000&sqft=2500&year=1960")).toBe(200);
});
