import { expect, test } from "@playwright/test";
import { hero, testimonialsSection } from "../../content/home";
import { site } from "../../content/site";
import { gotoHydrated } from "./hydrated";

test.describe("home page", () => {
  test("testimonial carousel: next, previous and dots wrap around", async ({ page }) => {
    await gotoHydrated(page, "/");
    const [first, second, third] = testimonialsSection.testimonials;
    const visibleQuote = page
      .getByRole("group")
      .filter({ has: page.locator("blockquote") })
      .locator("visible=true");
    await expect(visibleQuote).toHaveCount(1);
    await expect(visibleQuote).toContainText(first!.name);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visibleQuote).toContainText(second!.name);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visibleQuote).toContainText(first!.name);
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(visibleQuote).toContainText(third!.name);
    await page.getByRole("button", { name: "Show testimonial 2" }).click();
    await expect(visibleQuote).toContainText(second!.name);
    await expect(page.getByRole("button", { name: "Show testimonial 2" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the audience phrase rotates", async ({ page }) => {
    await gotoHydrated(page, "/");
    // The rotating phrase is decorative (aria-hidden); screen readers get one static sentence.
    const phrase = page.locator("#hero-heading + p > span[aria-hidden='true']");
    await expect(phrase).toHaveText(hero.audiencePhrases[0]!);
    await expect(phrase).toHaveText(hero.audiencePhrases[1]!, { timeout: 6000 });
  });

  test("the four audience buttons lead to the audience pages", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["For Buyers", "/buyer"],
      ["For Investors", "/investor"],
      ["For Sellers", "/seller"],
      ["For Brokerages", "/brokerage"],
    ]) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
  });

  test("about section calls and e-mails the broker from the site config", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    await expect(about.locator(`a[href="tel:${site.broker.phoneE164}"]`)).toBeVisible();
    await expect(about.locator(`a[href="mailto:${site.broker.email}"]`)).toBeVisible();
    for (const credential of site.credentials) await expect(about).toContainText(credential.value);
  });

  test("market-now strip shows the four statistics, three times, one copy exposed", async ({ page }) => {
    await page.goto("/");
    for (const label of ["Average Days on Market", "Median Sale Price", "Inventory", "Price per Sq Ft"]) {
      await expect(page.getByText(label, { exact: true })).toHaveCount(3);
    }
    await expect(page.getByText("$3.2M", { exact: true }).first()).toBeVisible();
  });

  test("without JavaScript every section and every testimonial is visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("#hero-heading + p > span[aria-hidden='true']")).toHaveText(hero.audiencePhrases[0]!);
    for (const id of ["benefits", "about"]) await expect(page.locator(`#${id}`)).toBeVisible();
    for (const testimonial of testimonialsSection.testimonials) {
      await expect(page.getByText(testimonial.quote)).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeHidden();
    await context.close();
  });

  test("content below the fold reveals on scroll and stays visible", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#about").scrollIntoViewIfNeeded();
    await expect(page.locator("#about").getByRole("heading", { level: 2 })).toBeVisible();
    await expect
      .poll(() =>
        page.locator("#about h2").evaluate((el) => {
          // The product of every ancestor's opacity: 1 once the reveal transition has finished.
          let opacity = 1;
          for (let node: Element | null = el; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        }),
      )
      .toBe(1);
  });
});
