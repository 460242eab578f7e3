import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

// The two guide forms are GET forms the server answers: they must give the same result with
// JavaScript (React Router submits without a reload) and without it (a plain page load).
for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`guide forms ${mode}`, () => {
    test.use({ javaScriptEnabled });

    test("the quick pricing form returns a price range with its assumptions", async ({ page }) => {
      await page.goto("/sellers/pricing-guide");
      const form = page.locator("section", { has: page.getByRole("heading", { name: "Quick pricing estimate" }) });
      await form.getByLabel("Finished square footage").fill("2,500");
      await form.getByLabel("Neighborhood").selectOption({ label: "Byram ($445/sq ft)" });
      await form.getByLabel("Condition").selectOption({ label: "Move-in ready" });
      await form.getByRole("button", { name: "Calculate" }).click();

      // 2,500 sq ft x $445 = $1,112,500, +-7.5 %, rounded to $10,000.
      const result = page.getByRole("status");
      await expect(result).toContainText("$1,030,000 – $1,200,000");
      await expect(result).toContainText("Byram average: $445 per sq ft");
      await expect(result).toContainText("2,500 sq ft × $445 = $1,110,000");
      await expect(page).toHaveURL(/sqft=2%2C500&neighborhood=byram&condition=move-in-ready/);
      // The form keeps what was entered.
      await expect(form.getByLabel("Finished square footage")).toHaveValue("2,500");
      if (javaScriptEnabled) await expectNoSeriousAxeViolation(page); // axe needs script; the HTML is the same

      // A worse condition lowers the range.
      await form.getByLabel("Condition").selectOption({ label: "Needs major renovation" });
      await form.getByRole("button", { name: "Calculate" }).click();
      await expect(result).toContainText("$770,000 – $900,000");
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
      if (javaScriptEnabled) await expectNoSeriousAxeViolation(page); // axe needs script; the HTML is the same
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
      if (javaScriptEnabled) await expectNoSeriousAxeViolation(page); // axe needs script; the HTML is the same

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
}

test("invalid form input answers 400 and valid input 200", async ({ request }) => {
  const statusOf = async (path: string) => (await request.get(path)).status();
  expect(await statusOf("/sellers/pricing-guide?sqft=12&neighborhood=byram&condition=move-in-ready")).toBe(400);
  expect(await statusOf("/sellers/pricing-guide?sqft=1200&neighborhood=byram&condition=move-in-ready")).toBe(200);
  expect(await statusOf("/sellers/renovate-vs-knockdown?value=x&sqft=2500&year=1960")).toBe(400);
  expect(await statusOf("/sellers/renovate-vs-knockdown?value=900000&sqft=2500&year=1960")).toBe(200);
});
